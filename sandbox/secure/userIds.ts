// Who owns an embedded account's keys. The frame keeps keys under a user id, not under the
// email, so an account keeps its address when its email changes (UpdateEmailWallet). A user's
// id is the email they first signed in with; an email freed by a change and used again later
// gets a fresh id, so it never reaches the moved account's keys.

export function createUserIds() {
  const byEmail = new Map<string, string>()
  const taken = new Set<string>()

  const fresh = (email: string) => {
    let id = email
    for (let n = 2; taken.has(id); n++) id = `${email}#${n}`
    taken.add(id)
    return id
  }

  return {
    /** The user id behind an email, made on first sight. */
    idOf(email: string): string {
      let id = byEmail.get(email)
      if (!id) byEmail.set(email, (id = fresh(email)))
      return id
    },
    /** Whether an email already belongs to an account. */
    has: (email: string) => byEmail.has(email),
    /** The account of `from` answers to `to` from now on; `from` is free again. */
    move(from: string, to: string): void {
      const id = byEmail.get(from) ?? fresh(from)
      byEmail.delete(from)
      byEmail.set(to, id)
    },
  }
}

export type UserIds = ReturnType<typeof createUserIds>

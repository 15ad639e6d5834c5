/** What a flow that asks the wallet for something leaves behind: how to go on once it settles. */
export interface TransactionAction {
  onSuccess?: () => void
  onError?: () => void
  onCancel?: () => void
}

export type TransactionStatus = 'success' | 'error' | 'cancel'

export interface TransactionStack {
  /** A flow (an approval, a send) registers what follows the wallet's answer. */
  push(action: TransactionAction): () => void
  /** Settles the newest action; an error or a cancel also steps the modal back, as in AppKit. */
  pop(status: TransactionStatus): void
  isEmpty(): boolean
}

/** AppKit's router transaction stack (isTransactionStackEmpty / popTransactionStack). */
export function createTransactionStack(deps: { goBack(): void }): TransactionStack {
  const stack: TransactionAction[] = []
  return {
    push(action) {
      stack.push(action)
      return () => {
        const index = stack.indexOf(action)
        if (index >= 0) stack.splice(index, 1)
      }
    },
    pop(status) {
      const action = stack.pop()
      if (!action) return
      if (status === 'success') return action.onSuccess?.()
      if (status === 'error') action.onError?.()
      else action.onCancel?.()
      deps.goBack()
    },
    isEmpty: () => stack.length === 0,
  }
}

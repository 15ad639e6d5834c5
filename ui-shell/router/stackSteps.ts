/** One operation on a history: the browser's own vocabulary, so a memory history can replay it. */
export type StackStep = { go: number } | { replace: string } | { push: string }

/**
 * The history operations that turn stack `from` into stack `to` (both oldest first, paths):
 * push on a push, go back on a back, and on a replace or reset go back to the first entry that
 * differs, replace it and push the rest. Entries the two share are kept, so back in the history
 * lands where the kernel's back would.
 */
export function stackSteps(from: readonly string[], to: readonly string[]): StackStep[] {
  let kept = 0
  while (kept < from.length && kept < to.length && from[kept] === to[kept]) kept++
  const steps: StackStep[] = []
  if (kept === to.length) {
    if (kept < from.length) steps.push({ go: kept - from.length })
    return steps
  }
  if (kept < from.length) {
    if (kept < from.length - 1) steps.push({ go: kept - (from.length - 1) })
    steps.push({ replace: to[kept]! })
    kept++
  }
  for (const path of to.slice(kept)) steps.push({ push: path })
  return steps
}

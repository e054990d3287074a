/**
 * Whether an RPC error is a call reverting (JSON-RPC code 3, or a node's "execution reverted"), looked
 * for down the error's causes. Shared by the lazily loaded ENS reads.
 *
 * @example
 * if (isRevert(error)) return undefined
 */
export function isRevert(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current)
    if ('code' in current && current.code === 3) return true
    if (
      'message' in current &&
      typeof current.message === 'string' &&
      /execution reverted/i.test(current.message)
    )
      return true
    current = 'cause' in current ? current.cause : undefined
  }
  return false
}

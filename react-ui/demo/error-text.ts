/**
 * The message of a wallet's error as the demo page shows it: Foyer's `shortMessage` where it has one.
 *
 * @example
 * errorText(toRpcError(4001)) // 'User rejected the request.'
 */
export function errorText(error: unknown): string {
  const short: unknown =
    typeof error === 'object' && error !== null ? Reflect.get(error, 'shortMessage') : undefined
  return typeof short === 'string' ? short : String(error)
}

/**
 * `promise`'s outcome if it settles within `ms`, else the error `onTimeout()` makes. A late value is
 * handed to `onLate` (to close what it opened), never to the caller.
 *
 * @example
 * await within(client.getBalance(address, denom), 10_000, () => new CosmosRpcTimeoutError())
 */
export function within<value>(
  promise: Promise<value>,
  ms: number,
  onTimeout: () => Error,
  onLate?: (value: value) => void,
): Promise<value> {
  return new Promise<value>((resolve, reject) => {
    let late = false
    const timer = setTimeout(() => {
      late = true
      reject(onTimeout())
    }, ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        if (late) onLate?.(value)
        else resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

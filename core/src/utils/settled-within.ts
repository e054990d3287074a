/**
 * Waits until `promise` settles (either way) or `ms` pass, whichever comes first; never rejects. For
 * wallet calls whose answer the site does not need and must not wait on forever (ending a connection).
 *
 * @example
 * await settledWithin(wallet.disconnect(), 3_000)
 */
export async function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  await Promise.race([promise.then(ignore, ignore), timeout])
  clearTimeout(timer)
}

function ignore(): void {}

/**
 * What every benchmarked app renders, so the libraries differ only in what they add: a heading, one
 * "Connect wallet" button that opens the library's modal, and the connected address once the library
 * says the wallet is connected (the runner waits for it after a reload).
 *
 * @example
 * <BenchPage title="Foyer" onConnect={() => open()} address={view.address} />
 */
export function BenchPage({
  title,
  onConnect,
  address,
}: {
  title: string
  /** Opens the modal; `undefined` while the library cannot open it yet (the button is then disabled). */
  onConnect: (() => void) | undefined
  /** The account, only once the library reports the connection as established. */
  address: string | undefined
}) {
  return (
    <main>
      <h1>{title}</h1>
      <button type="button" data-bench="connect" disabled={!onConnect} onClick={onConnect}>
        Connect wallet
      </button>
      {address && <output data-bench="address">{address}</output>}
    </main>
  )
}

import { defineError } from '../../../errors/define.js'
import { isRecord } from '../../../utils/is-record.js'
import { WalletConnectNotPairedError } from '../../walletconnect/errors.js'
import type { WalletConnectSessionPort } from '../../walletconnect/walletconnect-kit.types.js'
import type { polkadotAccountKey } from '../polkadot.kit.js'
import type { PolkadotInjected } from '../polkadot.types.js'
import { POLKADOT_SIGN_TIMEOUT_MS } from '../transfer/sign-timeout.js'
import type { invalidAnswer } from '../wallet-answers.js'

// A WalletConnect session seen as what a Polkadot extension's `enable` answers (`{ accounts, signer }`),
// so the Polkadot adapter connects, signs and sends through a phone wallet as through an extension:
// the same account checks (SS58, told apart by public key), the same signature checks, the same
// review of a transfer before the wallet sees it. WalletConnect's Polkadot JSON-RPC (its wallet guide
// and reference wallet, as dapps and wallets use it):
// - polkadot_signMessage { address, message } → { signature }: `message` is what an extension's
//   `signRaw` gets as `data`, the text's bytes in 0x hex; wallets sign them wrapped in
//   `<Bytes>…</Bytes>` as extensions do (one that signs the bare bytes is accepted, as by Foyer's server).
// - polkadot_signTransaction { address, transactionPayload } → { signature }: `transactionPayload` is
//   the SignerPayloadJSON @polkadot/api hands an extension's `signPayload`; the signature is the
//   chain's MultiSignature (the key type's byte first), checked as an extension's answer is.
// The session's accounts are `polkadot:<genesis prefix>:<ss58>`: the WalletConnect client hands over
// the addresses, and the adapter reads them as an extension's list (junk dropped, one entry per key).

/**
 * A WalletConnect wallet did not answer a request within the adapter's signing timeout
 * (`signTimeoutMs`, two minutes by default). The request may still be open in the wallet; the site
 * stopped waiting.
 *
 * @example
 * throw new PolkadotWalletConnectTimeoutError({ details: 'polkadot_signMessage: no answer within 120000 ms' })
 */
export class PolkadotWalletConnectTimeoutError extends defineError(
  'POLKADOT_WALLETCONNECT_TIMEOUT',
  'The wallet did not answer in time',
  'PolkadotWalletConnectTimeoutError',
) {}

/** `answer`, or `PolkadotWalletConnectTimeoutError` once `timeoutMs` passed without it. */
async function within<T>(answer: Promise<T>, timeoutMs: number, method: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new PolkadotWalletConnectTimeoutError({ details: `${method}: no answer within ${timeoutMs} ms` }),
        ),
      timeoutMs,
    )
  })
  try {
    return await Promise.race([answer, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** The session's addresses as an extension lists accounts: no name, no key type (WalletConnect has neither). */
const listed = (addresses: unknown) =>
  (Array.isArray(addresses) ? addresses : []).map((address) => ({ address: String(address) }))

/**
 * The Polkadot side of a live WalletConnect session as an extension's `enable` answer; throws
 * `WalletConnectNotPairedError` without a session. `accounts.get` lists the session's Polkadot
 * addresses (no wallet round trip), `accounts.subscribe` follows its `accountsChanged` (and its end, as
 * an empty list). `signer.signRaw` asks `polkadot_signMessage` and hands over a signature only once it
 * verifies for the account over the message (the text, `<Bytes>`-wrapped or not), waiting at most
 * `signTimeoutMs`; `signer.signPayload` asks `polkadot_signTransaction` and hands the answer to the
 * transfer's reviewed signer, which checks it and bounds the wait. `invalid` and `accountKey` are the
 * adapter's `invalidAnswer` and `polkadotAccountKey`, handed in: their modules are the Polkadot entry's,
 * and importing them here would lengthen the list of files the entry preloads with this one.
 *
 * @example
 * const injected = await polkadotSessionWallet(session, undefined, invalidAnswer, polkadotAccountKey)
 * await injected.signer.signRaw({ address, data: '0x68656c6c6f', type: 'bytes' }) // { id: 1, signature: '0x…' }
 */
export async function polkadotSessionWallet(
  session: WalletConnectSessionPort,
  signTimeoutMs: number | undefined,
  invalid: typeof invalidAnswer,
  accountKey: typeof polkadotAccountKey,
): Promise<PolkadotInjected> {
  if (!(await session.isPaired())) throw new WalletConnectNotPairedError({ details: 'polkadot' })
  let signed = 0
  return {
    accounts: {
      get: async () => listed(session.accounts()),
      subscribe(onChange) {
        const onAccounts = (addresses: unknown) => onChange(listed(addresses))
        const onEnd = () => onChange([])
        session.events.on('accountsChanged', onAccounts)
        session.events.on('disconnect', onEnd)
        return () => {
          session.events.removeListener('accountsChanged', onAccounts)
          session.events.removeListener('disconnect', onEnd)
        }
      },
    },
    signer: {
      async signRaw({ address, data }) {
        const method = 'polkadot_signMessage'
        const answer = await within(
          session.request(method, { address, message: data }),
          signTimeoutMs ?? POLKADOT_SIGN_TIMEOUT_MS,
          method,
        )
        const signature = isRecord(answer) ? answer.signature : undefined
        if (typeof signature !== 'string') throw invalid(method, 'the answer has no signature')
        // The adapter asks with the text's UTF-8 bytes in hex: the text is what the verifier checks.
        const bytes = Uint8Array.from(data.slice(2).match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
        const message = new TextDecoder().decode(bytes)
        const { verifyPolkadotSignature } = await import('../../../siwx/server/polkadot.js')
        const check = await verifyPolkadotSignature({ data: { accountAddress: address }, message, signature })
        if (!check.ok) throw invalid(method, check.message)
        return { id: ++signed, signature }
      },
      signPayload(payload) {
        // @polkadot/api writes the signer with the network's prefix; the wallet is asked for its
        // account as the session wrote it (a wallet may look its accounts up by that text). The
        // address is not part of what is signed.
        const signer = String(Reflect.get(payload, 'address'))
        const address = session.accounts().find((own) => accountKey(own) === accountKey(signer)) ?? signer
        return session.request('polkadot_signTransaction', {
          address,
          transactionPayload: { ...payload, address },
        })
      },
    },
  }
}

import type { KeyringPair } from '@polkadot/keyring/types'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import { u8aEq } from '@polkadot/util'
import { decodeAddress } from '@polkadot/util-crypto'
import { createKeyringSigner } from '../devnet/polkadot/keyring-signer.js'
import type { WcHalf } from './wc-namespaces.js'

// The Polkadot half of the scripted WalletConnect wallet: WalletConnect's Polkadot JSON-RPC methods
// answered with a real key (`@polkadot/keyring`), as phone wallets answer them. It signs the way the
// polkadot-js extension does (test/devnet/polkadot/keyring-signer.ts, shared with the scripted
// extension): `polkadot_signMessage`'s message (the bytes in 0x hex, or text) wrapped in
// `<Bytes>…</Bytes>`, `polkadot_signTransaction`'s SignerPayloadJSON as an `ExtrinsicPayload` of
// @polkadot/types (the key type's byte first), which the local chain accepts. Both answer
// `{ signature }`. A request for an account it does not hold, or a method it lacks, is an error (the
// wallet answers it as -32603 with these words).

/** A Polkadot chain the wallet holds its account on, as CAIP-2 (`polkadot:` + the genesis hash's first 32 hex). */
export type WcPolkadotChain = `polkadot:${string}`

const field = (params: unknown, name: string): unknown =>
  typeof params === 'object' && params !== null ? Reflect.get(params, name) : undefined

/**
 * The Polkadot answers of a wallet holding `pair` on `chains`; the session's account is the pair's
 * address as the wallet writes it (its keyring's SS58 format).
 *
 * @example
 * const polkadot = wcPolkadotAnswers({ pair: await polkadotDevPair(POLKADOT_DEV_ACCOUNTS.alice), chains: [devnet.caipNetworkId] })
 * await polkadot.answer('polkadot_signMessage', { address: polkadot.address, message: '0x48656c6c6f' }, chain)
 */
export function wcPolkadotAnswers({
  pair,
  chains,
}: {
  pair: KeyringPair
  chains: readonly WcPolkadotChain[]
}): WcHalf {
  const signer = createKeyringSigner({ pairs: [pair] })

  /** The address asked for, once it is the wallet's account (compared by key, whatever its prefix). */
  function own(address: unknown): string {
    let held = false
    try {
      held = typeof address === 'string' && u8aEq(decodeAddress(address), pair.publicKey)
    } catch {
      held = false
    }
    if (!held) throw new Error(`The wallet does not hold ${String(address)}.`)
    return address as string
  }

  return {
    address: pair.address,
    holds: (chain) => chains.includes(chain as WcPolkadotChain),
    async answer(method, params) {
      switch (method) {
        case 'polkadot_signMessage': {
          const address = own(field(params, 'address'))
          const data = String(field(params, 'message'))
          const { signature } = await signer.signRaw({ address, data, type: 'bytes' })
          return { signature }
        }
        case 'polkadot_signTransaction': {
          own(field(params, 'address'))
          const payload = field(params, 'transactionPayload') as SignerPayloadJSON
          const { signature } = await signer.signPayload({ ...payload, address: own(payload.address) })
          return { signature }
        }
        default:
          throw new Error(`Method not supported: ${method}`)
      }
    },
  }
}

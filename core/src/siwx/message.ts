import { checkSiwxMessageData, siwxNamespaces } from './message.fields.js'
import { readSiwxText, writeSiwxText } from './message.text.js'
import { InvalidSiwxMessageError } from './siwx.errors.js'
import type { SiwxMessageData, SiwxNamespace } from './siwx.types.js'

/**
 * Writes the text a wallet signs to sign in (CAIP-122). EVM gets exactly EIP-4361 (the same text
 * as viem's `createSiweMessage`); Solana, Bitcoin, Polkadot and Cosmos get the same lines with
 * `Solana account`, `Bitcoin account`, `Polkadot account` or `Cosmos account` in the header and the
 * chain's CAIP-2 reference as `Chain ID`. Times are written
 * in `toISOString` form and EVM addresses checksummed. Throws `InvalidSiwxMessageError` when a field
 * breaks EIP-4361's rules or the namespace has no sign-in message.
 *
 * @example
 * createSiwxMessage({
 *   domain: 'app.example.com', uri: 'https://app.example.com', version: '1',
 *   chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', accountAddress: 'B62q…',
 *   nonce: 'k2Xq9LmN4pRt', issuedAt: '2025-01-31T12:00:00.000Z',
 * })
 * // 'app.example.com wants you to sign in with your Solana account:\nB62q…\n\n\nURI: https://…'
 */
export function createSiwxMessage(input: SiwxMessageData): string {
  const { namespace, reference, data } = checkSiwxMessageData(input)
  return writeSiwxText({
    ...data,
    accountName: siwxNamespaces[namespace].accountName,
    chainReference: reference,
  })
}

function namespaceOfAccountName(accountName: string): SiwxNamespace | undefined {
  const entry = Object.entries(siwxNamespaces).find(([, rules]) => rules.accountName === accountName)
  return entry?.[0] as SiwxNamespace | undefined
}

/**
 * Reads a sign-in message back into its data: the inverse of {@link createSiwxMessage}, so
 * `parseSiwxMessage(createSiwxMessage(data))` equals `data` (for data in normalized form). The
 * namespace comes from the header's account word (`Ethereum` → eip155, `Solana` → solana, `Bitcoin`
 * → bip122, `Polkadot` → polkadot, `Cosmos` → cosmos). Strict: any line out of place, or any field
 * breaking EIP-4361's rules, throws `InvalidSiwxMessageError` (its `issue` says which); an unknown
 * account word is `unsupported-namespace`.
 *
 * @example
 * parseSiwxMessage(message).chainId // 'eip155:1'
 */
export function parseSiwxMessage(text: string): SiwxMessageData {
  const { accountName, chainReference, ...fields } = readSiwxText(text)
  const namespace = namespaceOfAccountName(accountName)
  if (!namespace) {
    throw new InvalidSiwxMessageError(
      'unsupported-namespace',
      `no sign-in message for "${accountName}" accounts`,
    )
  }
  const { data } = checkSiwxMessageData({
    ...fields,
    version: fields.version as SiwxMessageData['version'],
    chainId: `${namespace}:${chainReference}`,
  })
  // The signed text must carry the address as the chain writes it (EIP-4361: EIP-55 checksummed),
  // so one account has one message text.
  if (data.accountAddress !== fields.accountAddress)
    throw new InvalidSiwxMessageError(
      'address',
      `${fields.accountAddress} is not written as ${data.accountAddress} (its EIP-55 checksum)`,
    )
  return data
}

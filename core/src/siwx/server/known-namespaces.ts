import { registerKnownKits } from '../../chains/known-kits.js'
import { createSiwxMessageData as createData } from '../create-session-data.js'
import { createSiwxMessage as createMessage, parseSiwxMessage as parseMessage } from '../message.js'
import type { SiwxMessageData } from '../siwx.types.js'

// A server has no adapters to bring their namespaces' rules (a page's adapters register their kits),
// so the server's message functions register every namespace's before they check a chain id or an
// address: each namespace's CAIP-2 references are then held to its own rule, not CAIP's general one.

/**
 * `createSiwxMessage` with every namespace's rules.
 *
 * @example
 * createSiwxMessage(data) // 'app.example.com wants you to sign in with your Ethereum account:…'
 */
export function createSiwxMessage(input: SiwxMessageData): string {
  registerKnownKits()
  return createMessage(input)
}

/**
 * `parseSiwxMessage` with every namespace's rules.
 *
 * @example
 * parseSiwxMessage(message).chainId // 'eip155:1'
 */
export function parseSiwxMessage(text: string): SiwxMessageData {
  registerKnownKits()
  return parseMessage(text)
}

/**
 * `createSiwxMessageData` with every namespace's rules.
 *
 * @example
 * createSiwxMessageData({ domain: 'app.example.com', uri: 'https://app.example.com', chainId: 'eip155:1', accountAddress: '0xf39F…' })
 */
export function createSiwxMessageData(
  ...input: Parameters<typeof createData>
): ReturnType<typeof createData> {
  registerKnownKits()
  return createData(...input)
}

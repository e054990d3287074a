import { base64 } from '@scure/base'

const encoder = new TextEncoder()

/**
 * ADR-036's amino StdSignDoc for arbitrary data (what `signArbitrary` signs, and what a wallet without
 * it is asked to sign with `cosmos_signAmino`): a document that can be no transaction (empty chain id,
 * account number and sequence 0, no fee, no memo) with one `sign/MsgSignData` message of the signer's
 * bech32 address and the data's base64. Its keys are written in sorted order at every level.
 *
 * @example
 * adr036Document('cosmos1…', 'Hello').msgs[0].value.data // 'SGVsbG8='
 */
export function adr036Document(signer: string, data: string) {
  return {
    account_number: '0',
    chain_id: '',
    fee: { amount: [] as never[], gas: '0' },
    memo: '',
    msgs: [{ type: 'sign/MsgSignData', value: { data: base64.encode(encoder.encode(data)), signer } }],
    sequence: '0',
  }
}

/**
 * Amino JSON, the bytes an amino signature covers: `document` with its keys as written (sorted), no
 * whitespace, and `&`, `<`, `>` escaped as Go's JSON encoder writes them.
 *
 * @example
 * aminoJson({ b: '<', a: 1 }) // '{"b":"\\u003c","a":1}' (keys as given)
 */
export function aminoJson(document: unknown): string {
  return JSON.stringify(document).replace(/&/g, '\\u0026').replace(/</g, '\\u003c').replace(/>/g, '\\u003e')
}

/**
 * The bytes a wallet signs for ADR-036 arbitrary data (`signArbitrary`): {@link adr036Document} as
 * amino JSON.
 *
 * @example
 * adr036SignDoc('cosmos1…', 'app.example.com wants you to sign in…') // Uint8Array of '{"account_number":"0",…}'
 */
export function adr036SignDoc(signer: string, data: string): Uint8Array {
  return encoder.encode(aminoJson(adr036Document(signer, data)))
}

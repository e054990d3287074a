import { base64 } from '@scure/base'

const encoder = new TextEncoder()

/**
 * The bytes a wallet signs for ADR-036 arbitrary data (`signArbitrary`): an amino StdSignDoc that can
 * be no transaction (empty chain id, account number and sequence 0, no fee, no memo) with one
 * `sign/MsgSignData` message of the signer's bech32 address and the data's base64, written as amino
 * JSON: keys sorted, no whitespace, and `&`, `<`, `>` escaped as Go's JSON encoder writes them.
 *
 * @example
 * adr036SignDoc('cosmos1…', 'app.example.com wants you to sign in…') // Uint8Array of '{"account_number":"0",…}'
 */
export function adr036SignDoc(signer: string, data: string): Uint8Array {
  // Written with its keys in sorted order, which JSON.stringify keeps.
  const signDoc = {
    account_number: '0',
    chain_id: '',
    fee: { amount: [], gas: '0' },
    memo: '',
    msgs: [{ type: 'sign/MsgSignData', value: { data: base64.encode(encoder.encode(data)), signer } }],
    sequence: '0',
  }
  const json = JSON.stringify(signDoc)
    .replace(/&/g, '\\u0026')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
  return encoder.encode(json)
}

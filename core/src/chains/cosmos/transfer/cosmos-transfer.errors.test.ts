import { describe, expect, it } from 'vitest'
import { nodeRefusalError } from './cosmos-transfer.errors.js'

// A node's refusal at broadcast, read by its code within the SDK's codespace (the SDK's registered
// errors, `types/errors`), with the node's words kept for developers only.

describe('a node refusal as a Foyer error', () => {
  it('names the SDK errors a send meets by their code, the same as the other chains’ send errors', () => {
    const cases: [code: number, log: string, foyer: string][] = [
      [5, '1000uatom is smaller than 5000uatom: insufficient funds', 'INSUFFICIENT_FUNDS'],
      [13, 'insufficient fees; got: 1uatom required: 200uatom: insufficient fee', 'FEE_CAP_TOO_LOW'],
      [32, 'account sequence mismatch, expected 4, got 3: incorrect account sequence', 'NONCE_TOO_LOW'],
      [
        4,
        'signature verification failed; please verify account number (7) and chain-id (x): unauthorized',
        'COSMOS_SIGNATURE_REFUSED',
      ],
      [
        8,
        'pubKey does not match signer address cosmos1… with signer index: 0: invalid pubkey',
        'COSMOS_SIGNATURE_REFUSED',
      ],
      [
        11,
        'out of gas in location: txSize; gasWanted: 10, gasUsed: 2000: out of gas',
        'INTRINSIC_GAS_TOO_LOW',
      ],
      [
        12,
        'maximum number of characters is 256 but received 300 characters: memo too large',
        'COSMOS_BROADCAST_REFUSED',
      ],
    ]
    for (const [code, log, foyer] of cases) {
      const error = nodeRefusalError(code, 'sdk', log)
      expect(error.code, log).toBe(foyer)
      // The node's reason is there for developers, never in the words the visitor reads.
      expect(error.details).toBe(`sdk code ${code}: ${log}`)
      expect(error.shortMessage).not.toContain(log)
    }
  })

  it('does not read another codespace’s codes as the SDK’s', () => {
    // Code 5 of the wasm module is not "insufficient funds".
    const error = nodeRefusalError(5, 'wasm', 'Error calling the VM')
    expect(error.code).toBe('COSMOS_BROADCAST_REFUSED')
    expect(error.details).toBe('wasm code 5: Error calling the VM')
    expect(nodeRefusalError(32, '', undefined).details).toBe('no codespace code 32:')
  })
})

import { hex } from '@scure/base'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { type BitcoinLibrary, loadBitcoinLibrary } from './bitcoinjs.load.js'
import { InvalidPsbtError } from './psbt-errors.js'
import { readPsbt, summarizePsbt } from './psbt-summary.js'

// A PSBT is the site's data: whatever bytes it sends, reading it gives a summary or InvalidPsbtError,
// never an error of another kind (which a caller could not tell from Foyer's own failure). Malformed
// PSBTs are made from a valid one with every kind of field a PSBT of Foyer's carries (a previous
// transaction, an output record, a sighash type, a taproot key, a redeem script), its bytes changed,
// cut or spliced, and from bytes that only start like a PSBT.

let library: BitcoinLibrary
let valid: Uint8Array
const payment = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'

beforeAll(async () => {
  library = await loadBitcoinLibrary()
  const { lib } = library
  const network = lib.networks.regtest
  const paymentScript = lib.address.toOutputScript(payment, network)
  const taprootKey = hex.decode('79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798')
  const taproot = lib.payments.p2tr({ internalPubkey: taprootKey, network })
  const previous = new lib.Transaction()
  previous.addInput(new Uint8Array(32), 0)
  previous.addOutput(paymentScript, 50_000n)
  previous.addOutput(taproot.output ?? new Uint8Array(), 20_000n)
  const psbt = new lib.Psbt({ network })
  psbt.addInput({
    hash: previous.getId(),
    index: 0,
    nonWitnessUtxo: previous.toBuffer(),
    witnessUtxo: { script: paymentScript, value: 50_000n },
    sighashType: 1,
  })
  psbt.addInput({
    hash: previous.getId(),
    index: 1,
    witnessUtxo: { script: taproot.output ?? new Uint8Array(), value: 20_000n },
    tapInternalKey: taprootKey,
  })
  psbt.addOutput({ address: payment, value: 40_000n })
  psbt.addOutput({ script: hex.decode('6a0568656c6c6f'), value: 0n })
  psbt.addOutput({ address: taproot.address ?? '', value: 29_000n })
  valid = psbt.toBuffer()
})

/** Reads `bytes` as hex; whatever it throws. */
function readError(bytes: Uint8Array): unknown {
  try {
    const psbt = readPsbt(library, hex.encode(bytes), 'regtest')
    summarizePsbt(library, psbt, { network: 'regtest', addresses: [payment] })
    return undefined
  } catch (error) {
    return error
  }
}

const isInvalidOrRead = (bytes: Uint8Array) => {
  const error = readError(bytes)
  return error === undefined || error instanceof InvalidPsbtError
}

describe('reading a malformed PSBT', () => {
  it('reads the valid one it starts from', () => {
    expect(readError(valid)).toBeUndefined()
  })

  // 2,000 generated PSBTs each: a few seconds alone, 30 s on a 2-core machine running much else.
  it('gives InvalidPsbtError or a summary for bytes changed anywhere', { timeout: 120_000 }, () => {
    const changes = fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), {
      minLength: 1,
      maxLength: 4,
    })
    fc.assert(
      fc.property(changes, (edits) => {
        const bytes = Uint8Array.from(valid)
        for (const [at, value] of edits) bytes[at % bytes.length] = value
        return isInvalidOrRead(bytes)
      }),
      { numRuns: 2_000 },
    )
  })

  it('gives InvalidPsbtError or a summary for bytes cut, repeated or inserted', { timeout: 120_000 }, () => {
    const splice = fc.record({
      at: fc.nat(),
      remove: fc.integer({ min: 0, max: 40 }),
      insert: fc.uint8Array({ maxLength: 40 }),
    })
    fc.assert(
      fc.property(splice, ({ at, remove, insert }) => {
        const start = at % valid.length
        const bytes = Uint8Array.from([
          ...valid.subarray(0, start),
          ...insert,
          ...valid.subarray(start + remove),
        ])
        return isInvalidOrRead(bytes)
      }),
      { numRuns: 1_000 },
    )
  })

  it('gives InvalidPsbtError for bytes that only start like a PSBT, and for text that is no PSBT', () => {
    const magic = hex.decode('70736274ff')
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (tail) =>
        isInvalidOrRead(Uint8Array.from([...magic, ...tail])),
      ),
      { numRuns: 500 },
    )
    for (const text of ['', 'not a psbt', 'cHNidP8=', '70736274ff', 'cHNidP8BAAAAAAA='])
      expect(() => readPsbt(library, text, 'regtest')).toThrow(InvalidPsbtError)
  })
})

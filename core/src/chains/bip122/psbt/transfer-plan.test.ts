import { describe, expect, it } from 'vitest'
import { InsufficientBitcoinError, InvalidBitcoinTransferError } from './psbt-errors.js'
import { virtualSize } from './psbt-size.js'
import { dustLimit, planTransfer } from './transfer-plan.js'

const utxo = (value: bigint, vout = 0) => ({ txid: 'ab'.repeat(32), vout, value })
const plan = (utxos: ReturnType<typeof utxo>[], amount: bigint) =>
  planTransfer({
    utxos,
    addressType: 'p2wpkh',
    amount,
    feeRate: 2,
    recipientScriptLength: 22,
    changeScriptLength: 22,
  })

describe('virtual size', () => {
  it('counts witness bytes at a quarter, and a legacy-only transaction without marker and flag', () => {
    // One P2WPKH input, two P2WPKH outputs: 113 bytes without witness, 110 witness bytes.
    expect(virtualSize([{ signed: false, addressType: 'p2wpkh' }], [22, 22])).toBe(141)
    expect(virtualSize([{ signed: false, addressType: 'p2tr' }], [34])).toBe(111)
    // P2PKH: every byte counts fully (10 + 148 + 34).
    expect(virtualSize([{ signed: false, addressType: 'p2pkh' }], [25])).toBe(192)
    expect(virtualSize([{ signed: true, scriptSigBytes: 0, witnessBytes: 108 }], [22])).toBe(110)
  })
})

describe('a transfer plan', () => {
  it('knows what an output of each address kind must carry at least', () => {
    expect([22, 34, 23, 25].map((length) => dustLimit(length))).toEqual([294, 330, 540, 546])
  })

  it('spends the largest outputs first and pays the rest back as change', () => {
    const planned = plan([utxo(10_000n, 0), utxo(100_000n, 1), utxo(20_000n, 2)], 25_000n)
    expect(planned.inputs.map(({ vout }) => vout)).toEqual([1])
    expect(planned).toMatchObject({ fee: 282n, change: 74_718n })
  })

  it('adds outputs until the amount and the fee are covered', () => {
    const planned = plan([utxo(10_000n, 0), utxo(20_000n, 1)], 25_000n)
    expect(planned.inputs.map(({ vout }) => vout)).toEqual([1, 0])
    expect(planned.change + planned.fee + 25_000n).toBe(30_000n)
  })

  it('gives change too small for an output to the fee', () => {
    // 25,400 left after 25,000: 118 sats over a two-output fee of 282, under the 294 a change output needs.
    const planned = plan([utxo(25_400n)], 25_000n)
    expect(planned).toMatchObject({ change: 0n, fee: 400n })
  })

  it('refuses more than the outputs hold, and amounts under an output’s minimum', () => {
    expect(() => plan([utxo(1_000n)], 900n)).toThrow(InsufficientBitcoinError)
    expect(() => plan([utxo(1_000n)], 900n)).toThrow(/has 1000 sats, the transfer needs 1120/)
    expect(() => plan([], 500n)).toThrow(/has 0 sats/)
    expect(() => plan([utxo(1_000n)], 293n)).toThrow(InvalidBitcoinTransferError)
  })
})

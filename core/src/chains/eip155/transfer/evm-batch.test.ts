import { describe, expect, it } from 'vitest'
import { isUserRejection } from '../../../errors/rpc.js'
import { evmAtomicBatchStatus, isAtomicOn, sendEvmAtomicBatch, supportsEvmAtomicBatch } from './evm-batch.js'

// EIP-5792 as the swap uses it: a wallet that does not say "atomic" clearly is a wallet without
// batching; the batch goes as one request; and what the wallet reports of it is believed only as far
// as the chain's own receipts show it.
const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const FUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const PAIR = '0x1111111111111111111111111111111111111111'
const HASH = `0x${'ab'.repeat(32)}`
const AMOUNT = 10n * 10n ** 18n

type Request = { method: string; params?: unknown }
function client(answer: (request: Request) => unknown) {
  const asked: Request[] = []
  const request = async (each: Request) => {
    asked.push(each)
    const value = answer(each)
    if (value instanceof Error) throw value
    return value
  }
  return { client: { request } as unknown as Parameters<typeof sendEvmAtomicBatch>[0], asked }
}

const word = (value: string) => `0x${value.replace(/^0x/, '').toLowerCase().padStart(64, '0')}`
const transferLog = (amount: bigint, from = FROM) => ({
  address: FUSD.toLowerCase(),
  topics: ['0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef', word(from), word(PAIR)],
  data: word(amount.toString(16)),
})
const proof = { token: FUSD, from: FROM, amount: AMOUNT }

describe('wallet_getCapabilities', () => {
  it('reads atomic batching from the current shape, the earlier drafts and the all-chains key', () => {
    expect(isAtomicOn({ '0x7a69': { atomic: { status: 'supported' } } }, '0x7a69')).toBe(true)
    expect(isAtomicOn({ '0x7a69': { atomic: { status: 'ready' } } }, '0x7a69')).toBe(true)
    expect(isAtomicOn({ '0x007a69': { atomicBatch: { supported: true } } }, '0x7a69')).toBe(true)
    expect(isAtomicOn({ '0x0': { atomic: { status: 'supported' } } }, '0x7a69')).toBe(true)
  })

  it('says no for another chain, an unsupported status, and junk', () => {
    expect(isAtomicOn({ '0x1': { atomic: { status: 'supported' } } }, '0x7a69')).toBe(false)
    expect(isAtomicOn({ '0x7a69': { atomic: { status: 'unsupported' } } }, '0x7a69')).toBe(false)
    expect(isAtomicOn({ '0x7a69': { atomicBatch: { supported: 'yes' } } }, '0x7a69')).toBe(false)
    for (const junk of [null, 'atomic', [], 42, { '0x7a69': 'supported' }, { chain: { atomic: true } }])
      expect(isAtomicOn(junk, '0x7a69')).toBe(false)
  })

  it('asks for the account and chain, and never rejects: a failing wallet means no batching', async () => {
    const { client: good, asked } = client(() => ({ '0x7a69': { atomic: { status: 'supported' } } }))
    await expect(supportsEvmAtomicBatch(good, { from: FROM, caipNetworkId: 'eip155:31337' })).resolves.toBe(
      true,
    )
    expect(asked).toEqual([{ method: 'wallet_getCapabilities', params: [FROM, ['0x7a69']] }])
    const { client: failing } = client(() => Object.assign(new Error('Method not supported'), { code: 4200 }))
    await expect(
      supportsEvmAtomicBatch(failing, { from: FROM, caipNetworkId: 'eip155:31337' }),
    ).resolves.toBe(false)
  })
})

describe('wallet_sendCalls', () => {
  const calls = [
    { to: FUSD, data: '0x095ea7b3', value: 0n },
    { to: PAIR, data: '0x38ed1739', value: 0n },
  ]

  it('sends the calls in order as one atomic request (version 2.0.0) and returns the id', async () => {
    const { client: wallet, asked } = client(() => ({ id: 'batch-1' }))
    await expect(
      sendEvmAtomicBatch(wallet, { from: FROM, calls, caipNetworkId: 'eip155:31337' }),
    ).resolves.toBe('batch-1')
    expect(asked).toEqual([
      {
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: '0x7a69',
            from: FROM,
            atomicRequired: true,
            calls: [
              { to: FUSD, data: '0x095ea7b3', value: '0x0' },
              { to: PAIR, data: '0x38ed1739', value: '0x0' },
            ],
          },
        ],
      },
    ])
  })

  it('keeps a refusal recognisable, and refuses an answer without an id', async () => {
    const { client: refusing } = client(() => Object.assign(new Error('User rejected'), { code: 4001 }))
    const refused = await sendEvmAtomicBatch(refusing, {
      from: FROM,
      calls,
      caipNetworkId: 'eip155:1',
    }).catch((error: unknown) => error)
    expect(isUserRejection(refused)).toBe(true)
    const { client: junk } = client(() => ({ id: 42 }))
    await expect(sendEvmAtomicBatch(junk, { from: FROM, calls, caipNetworkId: 'eip155:1' })).rejects.toThrow(
      'The wallet did not say which transaction it sent',
    )
  })
})

describe('wallet_getCallsStatus, checked against the chain', () => {
  const receipt = (status: string, logs: unknown[]) => ({ transactionHash: HASH, status, logs })
  const walletSays = (answer: unknown) => client(() => answer).client
  const chainSays = (answer: unknown) => client(() => answer).client

  it('is confirmed when the chain receipt succeeded and shows the amount leaving the account', async () => {
    const status = await evmAtomicBatchStatus(
      walletSays({ status: 200, receipts: [{ transactionHash: HASH, status: '0x1' }] }),
      chainSays(receipt('0x1', [transferLog(AMOUNT)])),
      { id: 'batch-1', proof },
    )
    expect(status).toEqual({ status: 'confirmed', id: HASH })
  })

  it('does not believe a wallet that reports success for a transaction the chain reverted', async () => {
    const status = await evmAtomicBatchStatus(
      walletSays({ status: 200, receipts: [{ transactionHash: HASH, status: '0x1' }] }),
      chainSays(receipt('0x0', [])),
      { id: 'batch-1', proof },
    )
    expect(status).toEqual({ status: 'reverted', id: HASH })
  })

  it('does not believe a success whose receipt moved another amount, or someone else’s tokens', async () => {
    for (const log of [transferLog(AMOUNT - 1n), transferLog(AMOUNT, PAIR)]) {
      const status = await evmAtomicBatchStatus(
        walletSays({ status: 200, receipts: [{ transactionHash: HASH, status: '0x1' }] }),
        chainSays(receipt('0x1', [log])),
        { id: 'batch-1', proof },
      )
      expect(status.status).toBe('failed')
    }
  })

  it('waits while the chain has no receipt, and without receipts trusts only a failure', async () => {
    const said = { status: 200, receipts: [{ transactionHash: HASH, status: '0x1' }] }
    expect(await evmAtomicBatchStatus(walletSays(said), chainSays(null), { id: 'b', proof })).toEqual({
      status: 'pending',
    })
    expect(
      await evmAtomicBatchStatus(walletSays({ status: 200 }), chainSays(null), { id: 'b', proof }),
    ).toEqual({
      status: 'pending',
    })
    expect(
      (await evmAtomicBatchStatus(walletSays({ status: 400 }), chainSays(null), { id: 'b', proof })).status,
    ).toBe('failed')
    // A wallet that reports a failure the chain does not show: the chain's success wins (no second swap).
    const lyingFailure = { status: 500, receipts: [{ transactionHash: HASH, status: '0x0' }] }
    expect(
      await evmAtomicBatchStatus(walletSays(lyingFailure), chainSays(receipt('0x1', [transferLog(AMOUNT)])), {
        id: 'b',
        proof,
      }),
    ).toEqual({ status: 'confirmed', id: HASH })
  })
})

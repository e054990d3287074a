import type { ApiPromise } from '@polkadot/api'
import { describe, expect, it } from 'vitest'
import { TRANSACTION_LANDED_TIMEOUT_MS } from '../../../config/constants.js'
import { POLKADOT_IN_BLOCK_TIMEOUT_MS, submitUntilInBlock } from './submit-transfer.js'
import type { TransferExtrinsic } from './transfer-chain.js'

// Waiting for a submitted transfer's block, against a pool that reports statuses as a node does
// (`author_submitAndWatchExtrinsic`); the local chain's real statuses are in the integration tests.

const hash = `0x${'5c'.repeat(32)}`
const block = `0x${'b1'.repeat(32)}`
const tx = { hash: { toHex: () => hash } } as unknown as TransferExtrinsic

type Status = {
  type: string
  isInBlock: boolean
  isFinalized: boolean
  asInBlock?: unknown
  asFinalized?: unknown
}
const status = (type: string): Status => ({
  type,
  isInBlock: type === 'InBlock',
  isFinalized: type === 'Finalized',
  asInBlock: { toHex: () => block },
  asFinalized: { toHex: () => block },
})

/** A pool that reports `statuses` one by one, or refuses the submission with `refusal`. */
function pool({ statuses = [], refusal }: { statuses?: string[]; refusal?: string }) {
  const record = { unsubscribed: 0 }
  const api = {
    rpc: {
      author: {
        submitAndWatchExtrinsic(_tx: unknown, onStatus: (status: Status) => void) {
          if (refusal) return Promise.reject(new Error(refusal))
          queueMicrotask(() => {
            for (const each of statuses) onStatus(status(each))
          })
          return Promise.resolve(() => {
            record.unsubscribed++
          })
        },
      },
    },
  } as unknown as ApiPromise
  return { api, record }
}

describe('submitUntilInBlock', () => {
  it('waits as long as the project waits for any transaction to land', () => {
    expect(POLKADOT_IN_BLOCK_TIMEOUT_MS).toBe(TRANSACTION_LANDED_TIMEOUT_MS)
  })

  it('resolves with the block at InBlock, or at Finalized when InBlock was never seen', async () => {
    for (const statuses of [
      ['Ready', 'Broadcast', 'InBlock', 'Finalized'],
      ['Ready', 'Finalized'],
    ]) {
      const { api, record } = pool({ statuses })
      expect(await submitUntilInBlock(api, tx, 1_000)).toBe(block)
      await Promise.resolve()
      expect(record.unsubscribed).toBe(1)
    }
  })

  it('says the transfer did not land when the pool loses it or no block holds it in time', async () => {
    for (const lost of ['Dropped', 'Invalid', 'Usurped']) {
      await expect(
        submitUntilInBlock(pool({ statuses: ['Ready', lost] }).api, tx, 1_000),
      ).rejects.toMatchObject({
        code: 'POLKADOT_TRANSFER_NOT_LANDED',
        details: `${hash}: the pool reported ${lost}`,
      })
    }
    await expect(submitUntilInBlock(pool({ statuses: ['Ready'] }).api, tx, 20)).rejects.toMatchObject({
      code: 'POLKADOT_TRANSFER_NOT_LANDED',
      details: `${hash}: no block within 20 ms`,
    })
  })

  it('words the pool’s refusal, and calls any other failure a transfer that may have gone', async () => {
    await expect(
      submitUntilInBlock(pool({ refusal: '1010: {"invalid":{"badProof":null}}' }).api, tx, 1_000),
    ).rejects.toMatchObject({ code: 'POLKADOT_TRANSACTION_REFUSED', reason: 'badProof' })
    await expect(
      submitUntilInBlock(
        pool({ refusal: '1010: Invalid Transaction: Transaction is outdated' }).api,
        tx,
        1_000,
      ),
    ).rejects.toMatchObject({ code: 'POLKADOT_TRANSACTION_REFUSED', reason: 'stale' })
    await expect(
      submitUntilInBlock(pool({ refusal: 'WebSocket is not connected' }).api, tx, 1_000),
    ).rejects.toMatchObject({
      code: 'POLKADOT_TRANSFER_NOT_LANDED',
      details: `${hash}: WebSocket is not connected`,
    })
  })
})

import '@polkadot/api/augment'
import { createServer } from 'node:net'
import { type ApiPromise, WsProvider } from '@polkadot/api'
import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKeyringSigner } from '../../devnet/polkadot/keyring-signer.js'
import { connectPolkadotApi } from '../../devnet/polkadot/polkadot-api.js'
import { POLKADOT_DEV_ACCOUNTS } from '../../devnet/polkadot/polkadot-dev-accounts.js'
import { polkadotDevPair } from '../../devnet/polkadot/polkadot-dev-pair.js'
import {
  POLKADOT_DEV_ACCOUNT_PLANCK,
  type PolkadotDevnet,
  startPolkadotDevnet,
} from '../../devnet/polkadot/polkadot-devnet.js'
import { feesWithdrawn, inBlock } from './in-block.js'
import { invalidTransaction, submitSigned } from './submit-signed.js'

// The local Polkadot chain reports itself as its runtime has it, funds what it is asked to fund, and
// refuses what a node refuses.

const extraAccount = new Keyring({ type: 'sr25519' }).addFromUri('//Foyer//extra')
const extraPlanck = 123_456_789_000n

let devnet: PolkadotDevnet
let api: ApiPromise
// A second client, for sending signed extrinsics as they are (see submit-signed.ts).
let provider: WsProvider
let alice: KeyringPair
let bob: KeyringPair
beforeAll(async () => {
  devnet = await startPolkadotDevnet({ balances: { [extraAccount.address]: extraPlanck } })
  ;[api, alice, bob] = await Promise.all([
    connectPolkadotApi(devnet),
    polkadotDevPair(POLKADOT_DEV_ACCOUNTS.alice, devnet.ss58Prefix),
    polkadotDevPair(POLKADOT_DEV_ACCOUNTS.bob, devnet.ss58Prefix),
  ])
  provider = new WsProvider(devnet.wsUrl)
  await provider.isReady
}, 60_000)
afterAll(async () => {
  await provider?.disconnect()
  await api?.disconnect()
  await devnet?.stop()
})

const freeOf = async (address: string) => (await api.query.system.account(address)).data.free.toBigInt()

describe('the local Polkadot chain', () => {
  it('derives its CAIP-2 id from the genesis hash the chain reports, as @polkadot/api reads it', async () => {
    const blockZero = (await api.rpc.chain.getBlockHash(0)).toHex()
    expect(devnet.genesisHash).toBe(blockZero)
    expect(devnet.genesisHash).toBe(api.genesisHash.toHex())
    expect(devnet.caipNetworkId).toBe(`polkadot:${blockZero.slice(2, 34)}`)
    expect(devnet.caipNetworkId).toMatch(/^polkadot:[0-9a-f]{32}$/)
  })

  it('reports the native token, the SS58 prefix and the existential deposit the runtime has', () => {
    expect(devnet.symbol).toBe(api.registry.chainTokens[0])
    expect(devnet.decimals).toBe(api.registry.chainDecimals[0])
    expect(devnet.ss58Prefix).toBe(api.registry.chainSS58)
    expect(devnet.ss58Prefix).toBe(api.consts.system.ss58Prefix.toNumber())
    expect(devnet.existentialDeposit).toBe(api.consts.balances.existentialDeposit.toBigInt())
    // The runtime's own facts, so that a change of genesis is seen here first.
    expect([devnet.symbol, devnet.decimals, devnet.ss58Prefix]).toEqual(['ROC', 12, 2])
  })

  it('funds every dev key at start (sr25519, ed25519 and ecdsa) with 10,000 of the native token', async () => {
    const whole = 10n ** BigInt(devnet.decimals)
    expect(POLKADOT_DEV_ACCOUNT_PLANCK).toBe(10_000n * whole)
    for (const account of Object.values(POLKADOT_DEV_ACCOUNTS)) {
      const pair = await polkadotDevPair(account, devnet.ss58Prefix)
      expect(pair.type).toBe(account.type)
      expect(await freeOf(pair.address)).toBe(POLKADOT_DEV_ACCOUNT_PLANCK)
    }
  })

  it('funds the accounts it is given at start, in whatever SS58 format their address is', async () => {
    expect(extraAccount.address.startsWith('5')).toBe(true) // the generic prefix 42, not the chain's 2
    expect(await freeOf(extraAccount.address)).toBe(extraPlanck)
  })

  it('adds funds to an account that has sent a transaction, and keeps its nonce', async () => {
    await inBlock(api.tx.balances.transferKeepAlive(extraAccount.address, 1_000_000_000n), bob)
    const before = await api.query.system.account(bob.address)
    expect(before.nonce.toNumber()).toBe(1)
    await devnet.fund(bob.address, 5_000_000_000_000n)
    const after = await api.query.system.account(bob.address)
    expect(after.data.free.toBigInt()).toBe(before.data.free.toBigInt() + 5_000_000_000_000n)
    expect(after.nonce.toNumber()).toBe(1)
    expect(after.providers.toNumber()).toBe(before.providers.toNumber())
  })

  it('creates a new account with at least the existential deposit, and refuses less', async () => {
    const fresh = new Keyring({ type: 'ed25519' }).addFromUri('//Foyer//fresh')
    await expect(devnet.fund(fresh.address, devnet.existentialDeposit - 1n)).rejects.toThrow(
      `needs at least the existential deposit (${devnet.existentialDeposit} planck)`,
    )
    expect((await api.query.system.account(fresh.address)).providers.toNumber()).toBe(0)
    await devnet.fund(fresh.address, devnet.existentialDeposit)
    const account = await api.query.system.account(fresh.address)
    expect(account.data.free.toBigInt()).toBe(devnet.existentialDeposit)
    expect(account.providers.toNumber()).toBe(1)
    await expect(devnet.fund(fresh.address, 0n)).rejects.toThrow('positive amount')
  })
})

describe('what the local Polkadot chain refuses, with the reason a node gives', () => {
  it('a bad signature, before it reaches a block (1010, BadProof: "Transaction has a bad signature")', async () => {
    const forger = createKeyringSigner({ pairs: [alice], signWith: bob })
    const forged = await api.tx.balances
      .transferKeepAlive(bob.address, 1_000_000_000n)
      .signAsync(alice.address, { signer: forger, nonce: -1 })
    const before = await freeOf(alice.address)
    const refusal = await submitSigned(provider, forged.toHex())
    expect(refusal).toBe('1010: {"invalid":{"badProof":null}}')
    expect(invalidTransaction(api.registry, refusal)).toBe('BadProof')
    expect(await freeOf(alice.address)).toBe(before)
  })

  it('a transaction its account cannot pay the fee of (1010, Payment: "Inability to pay some fees")', async () => {
    const poor = await polkadotDevPair(
      { name: 'Poor', uri: '//Foyer//poor', type: 'sr25519' },
      devnet.ss58Prefix,
    )
    const tx = api.tx.balances.transferKeepAlive(bob.address, 1n)
    const { partialFee } = await tx.paymentInfo(poor.address)
    // Above the existential deposit (an account may hold that much) but under the fee.
    const balance = devnet.existentialDeposit + 1n
    expect(partialFee.toBigInt()).toBeGreaterThan(balance)
    await devnet.fund(poor.address, balance)
    const refusal = await submitSigned(provider, (await tx.signAsync(poor, { nonce: -1 })).toHex())
    expect(refusal).toBe('1010: {"invalid":{"payment":null}}')
    expect(invalidTransaction(api.registry, refusal)).toBe('Payment')
    expect(await freeOf(poor.address)).toBe(balance)
  })

  it('a transfer of more than the balance: in a block, the fee paid, failing with balances.InsufficientBalance', async () => {
    const charlie = await polkadotDevPair(
      { name: 'Charlie', uri: '//Charlie', type: 'sr25519' },
      devnet.ss58Prefix,
    )
    await devnet.fund(charlie.address, 10n ** 13n)
    const before = await freeOf(charlie.address)
    const result = await inBlock(api.tx.balances.transferKeepAlive(bob.address, before * 2n), charlie)
    const error = result.dispatchError
    if (!error?.isModule) throw new Error(`Expected a module error, got ${error?.toString()}`)
    const { section, name, docs } = api.registry.findMetaError(error.asModule)
    expect([section, name, docs]).toEqual([
      'balances',
      'InsufficientBalance',
      ['Balance too low to send value'],
    ])
    expect(result.events.some(({ event }) => api.events.system.ExtrinsicFailed.is(event))).toBe(true)
    const fees = feesWithdrawn(api, result, charlie.address)
    expect(fees).toHaveLength(1)
    expect(await freeOf(charlie.address)).toBe(before - (fees[0] ?? 0n))
  })
})

describe('starting and stopping', () => {
  it('fails with a clear error when the chain does not answer in time', async () => {
    await expect(startPolkadotDevnet({ startTimeoutMs: 1 })).rejects.toThrow(
      'The local Polkadot chain did not start within 1 ms',
    )
  })

  it('frees its port when stopped', async () => {
    const port = Number(new URL(devnet.wsUrl).port)
    await provider.disconnect()
    await api.disconnect()
    await devnet.stop()
    const server = createServer()
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', resolve)
    })
    await new Promise((resolve) => server.close(resolve))
    await expect(fetch(devnet.httpUrl, { method: 'POST' })).rejects.toThrow()
  })
})

import '@polkadot/api/augment'
import type { ApiPromise } from '@polkadot/api'
import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { encodeAddress } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { polkadot } from '../../../core/src/chains/polkadot/polkadot.adapter.js'
import type { PolkadotAdapter } from '../../../core/src/chains/polkadot/polkadot.types.js'
import { isFoyerError } from '../../../core/src/errors/base.js'
import { isUserRejection } from '../../../core/src/errors/rpc.js'
import { maxSendable, shortfallOf } from '../../../core/src/machines/send/send.rules.js'
import type { Network } from '../../../core/src/networks/network.types.js'
import { formatAmount } from '../../../core/src/utils/format-balance.js'
import { connectPolkadotApi } from '../../devnet/polkadot/polkadot-api.js'
import { POLKADOT_DEV_ACCOUNTS } from '../../devnet/polkadot/polkadot-dev-accounts.js'
import { polkadotDevPair } from '../../devnet/polkadot/polkadot-dev-pair.js'
import { type PolkadotDevnet, startPolkadotDevnet } from '../../devnet/polkadot/polkadot-devnet.js'
import { callPolkadotRpc } from '../../devnet/polkadot/polkadot-rpc.js'
import { systemAccountKey, withFreeBalance } from '../../devnet/polkadot/system-account.js'
import { signingExtension } from './signing-extension.js'

// The Polkadot adapter's transfers (the Send form's) on the local chain, the real Rococo Asset Hub
// runtime, through an injectedWeb3 extension holding real sr25519 keys that signs with signPayload
// as polkadot-js does: the review's facts, the payload the wallet signs, the balances the chain moves
// (the fee as the block's balances.Withdraw says), the existential deposit said before the wallet is
// asked, and what Foyer refuses (a wallet's other transaction, junk) or the chain refuses, in words.

let devnet: PolkadotDevnet
/** The test's own connection, the oracle for balances, events and the runtime's types. */
let api: ApiPromise
let network: Network<'polkadot'>
let bob: KeyringPair
let thief: KeyringPair
let existentialDeposit: bigint
const adapters: PolkadotAdapter[] = []

beforeAll(async () => {
  devnet = await startPolkadotDevnet()
  ;[api, bob] = await Promise.all([
    connectPolkadotApi(devnet),
    polkadotDevPair(POLKADOT_DEV_ACCOUNTS.bob, devnet.ss58Prefix),
  ])
  thief = new Keyring({ type: 'sr25519' }).addFromUri('//Foyer//thief')
  existentialDeposit = api.consts.balances.existentialDeposit.toBigInt()
  network = {
    id: devnet.caipNetworkId.slice('polkadot:'.length),
    caipNetworkId: devnet.caipNetworkId,
    chainNamespace: 'polkadot',
    name: 'Foyer Devnet (Rococo Asset Hub)',
    nativeCurrency: { name: 'Rococo', symbol: devnet.symbol, decimals: devnet.decimals },
    rpcUrls: { default: { http: [devnet.httpUrl] } },
    testnet: true,
  }
}, 60_000)

afterAll(async () => {
  await Promise.all(adapters.map((adapter) => adapter.dispose()))
  await api?.disconnect()
  await devnet?.stop()
})

const ROC = 10n ** 12n
let accounts = 0

/** A new sr25519 account funded with `planck`, its address written as extensions write it (prefix 42). */
async function fundedPair(planck: bigint): Promise<KeyringPair> {
  const pair = new Keyring({ type: 'sr25519', ss58Format: 42 }).addFromUri(`//Foyer//send//${++accounts}`, {
    name: `Sender ${accounts}`,
  })
  if (planck > 0n) await devnet.fund(pair.address, planck)
  return pair
}

/**
 * The adapter connected to an extension holding `pair`, and its sending. It reads the chain through
 * the test's connection handed over as the site's own (`apis`), or through a connection of its own.
 */
async function connectWallet(
  pair: KeyringPair,
  options: { ownConnection?: boolean; signTimeoutMs?: number } = {},
) {
  const wallet = signingExtension({ pairs: [pair], api, thief: thief.address, otherKey: bob })
  const id = network.caipNetworkId
  const adapter = polkadot({
    networks: [network],
    appName: 'Foyer send tests',
    page: { injectedWeb3: { 'polkadot-js': wallet.extension } },
    ss58Prefixes: { [id]: devnet.ss58Prefix },
    ...(options.ownConnection ? { webSocketUrls: { [id]: [devnet.wsUrl] } } : { apis: { [id]: api } }),
    signTimeoutMs: options.signTimeoutMs,
  })
  adapters.push(adapter)
  const connection = await adapter.connect({
    connector: { id: 'polkadot-js', name: 'Polkadot{.js}', type: 'INJECTED', chain: 'polkadot' },
    network,
  })
  return { wallet, connection, transfers: await adapter.loadTransfers() }
}

/**
 * What accounts hold at the best block, each read once at that block: @polkadot/api's storage
 * subscriptions may still hold a value from before the latest change (chopsticks' `dev_setStorage`
 * tells no subscriber).
 */
async function accountsAt(addresses: readonly string[]) {
  const best = await api.rpc.chain.getBlockHash()
  return Promise.all(addresses.map((address) => api.query.system.account.at(best, address)))
}
const freeOf = async (...addresses: string[]) =>
  (await accountsAt(addresses)).map(({ data }) => data.free.toBigInt())
const nonceOf = async (address: string) => (await accountsAt([address]))[0]?.nonce.toNumber()

/** The block (among the last few) holding the extrinsic `hash`, and the events of that extrinsic. */
async function landed(hash: string) {
  let blockHash = (await api.rpc.chain.getBlockHash()).toHex()
  for (let depth = 0; depth < 5; depth++) {
    const { block } = await api.rpc.chain.getBlock(blockHash)
    const index = block.extrinsics.findIndex((extrinsic) => extrinsic.hash.toHex() === hash)
    if (index >= 0) {
      const records = await api.query.system.events.at(blockHash)
      const events = records
        .filter(({ phase }) => phase.isApplyExtrinsic && phase.asApplyExtrinsic.toNumber() === index)
        .map(({ event }) => event)
      return { block, index, events }
    }
    blockHash = block.header.parentHash.toHex()
  }
  throw new Error(`${hash} is in none of the last 5 blocks`)
}

/** The fees `who` paid in `events`: this runtime emits no TransactionFeePaid, the fee is a balances.Withdraw. */
const withdrawn = (events: Awaited<ReturnType<typeof landed>>['events'], who: string) =>
  events.flatMap((event) =>
    api.events.balances.Withdraw.is(event) && event.data.who.toString() === who
      ? [event.data.amount.toBigInt()]
      : [],
  )

/**
 * Sets the free balance of `address`, keeping its nonce (as if it had spent elsewhere meanwhile), and
 * builds a block on it: `dev_setStorage` changes the best block in place, which readers that remember
 * a block's state by its hash (as @polkadot/api does, blocks being immutable) would not see.
 */
async function setFree(address: string, planck: bigint) {
  const key = systemAccountKey(address)
  const stored = await callPolkadotRpc<`0x${string}`>(devnet.httpUrl, 'state_getStorage', [key])
  await callPolkadotRpc(devnet.httpUrl, 'dev_setStorage', [[[key, withFreeBalance(stored, planck)]]])
  await callPolkadotRpc(devnet.httpUrl, 'dev_newBlock', [{ count: 1 }])
}

const minimum = (planck: bigint) => `${formatAmount(planck, devnet.decimals)} ${devnet.symbol}`

describe('a transfer prepared, reviewed, signed with signPayload and landed', () => {
  it('moves exactly the amount and the fee the block withdrew, which the fee shown bounds', async () => {
    const sender = await fundedPair(100n * ROC)
    const { wallet, connection, transfers } = await connectWallet(sender, { ownConnection: true })
    const from = encodeAddress(sender.publicKey, devnet.ss58Prefix)
    const amount = 1_250_000_000_000n

    // Bob as a generic (prefix 42) address: accepted, shown with the network's prefix.
    const generic = encodeAddress(bob.publicKey, 42)
    const prepared = await transfers.prepareTransfer(connection, { to: generic, amount })
    expect(prepared).toMatchObject({
      to: bob.address,
      amount,
      from,
      caipNetworkId: devnet.caipNetworkId,
      symbol: devnet.symbol,
      // What the transfer may take keeps the existential deposit in the account.
      balance: 100n * ROC - existentialDeposit,
      nativeBalance: 100n * ROC - existentialDeposit,
    })
    expect(shortfallOf({ ...prepared, native: true })).toBeUndefined()
    expect(wallet.script.payloads).toHaveLength(0)

    const [senderBefore = 0n, bobBefore = 0n] = await freeOf(from, bob.address)
    const hash = await transfers.sendTransfer(connection, prepared)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)

    // What the wallet signed: the reviewed call, on this chain and runtime, no tip, no metadata hash.
    expect(wallet.script.payloads).toHaveLength(1)
    const payload = wallet.script.payloads[0]
    const call = api.registry.createType('Call', payload?.method)
    expect([call.section, call.method]).toEqual(['balances', 'transferKeepAlive'])
    expect(call.args[0]?.toJSON()).toEqual({ id: bob.address })
    expect(call.args[1]?.toString()).toBe(String(amount))
    expect(payload).toMatchObject({
      genesisHash: devnet.genesisHash,
      specVersion: api.runtimeVersion.specVersion.toHex(),
      transactionVersion: api.runtimeVersion.transactionVersion.toHex(),
      mode: 0,
      metadataHash: null,
      signedExtensions: api.registry.signedExtensions,
    })
    expect(BigInt(payload?.tip ?? 'no tip')).toBe(0n)

    // Landed: the extrinsic of that hash succeeded; the sender paid exactly one fee, within the bound.
    const { events } = await landed(hash)
    expect(events.some((event) => api.events.system.ExtrinsicSuccess.is(event))).toBe(true)
    const fees = withdrawn(events, from)
    expect(fees).toHaveLength(1)
    const fee = fees[0] ?? 0n
    expect(fee).toBeGreaterThan(0n)
    expect(fee).toBeLessThanOrEqual(prepared.fee)
    expect(await freeOf(from, bob.address)).toEqual([senderBefore - amount - fee, bobBefore + amount])
  })

  it('Max sends what the account may spend and leaves it at least the existential deposit', async () => {
    const sender = await fundedPair(2n * ROC)
    const { connection, transfers } = await connectWallet(sender)
    const probe = await transfers.prepareTransfer(connection, { to: bob.address, amount: 0n })
    const max = maxSendable({ balance: probe.balance, fee: probe.fee, native: true })
    const prepared = await transfers.prepareTransfer(connection, { to: bob.address, amount: max })
    expect(shortfallOf({ ...prepared, native: true })).toBeUndefined()
    const hash = await transfers.sendTransfer(connection, prepared)
    const fee = withdrawn((await landed(hash)).events, encodeAddress(sender.publicKey, devnet.ss58Prefix))[0]
    const [left = 0n] = await freeOf(sender.address)
    // The fee shown is a bound: what it did not take stays, above the deposit.
    expect(left).toBe(existentialDeposit + prepared.fee - (fee ?? 0n))
    expect(left).toBeGreaterThanOrEqual(existentialDeposit)
  })

  it('accepts a wallet that also returns the signed transaction, when it is the one reviewed', async () => {
    const sender = await fundedPair(10n * ROC)
    const { wallet, connection, transfers } = await connectWallet(sender)
    wallet.script.signPayload = 'returnSameTransaction'
    const [bobBefore = 0n] = await freeOf(bob.address)
    const prepared = await transfers.prepareTransfer(connection, { to: bob.address, amount: ROC })
    await transfers.sendTransfer(connection, prepared)
    expect(await freeOf(bob.address)).toEqual([bobBefore + ROC])
  })
})

describe('the existential deposit, said before the wallet is asked', () => {
  it('refuses a transfer that would leave the sender under the deposit, naming the minimum', async () => {
    const sender = await fundedPair(ROC)
    const { wallet, connection, transfers } = await connectWallet(sender)
    const probe = await transfers.prepareTransfer(connection, { to: bob.address, amount: 0n })
    // Covered by the free balance, but it would leave one planck less than the deposit.
    const amount = ROC - probe.fee - existentialDeposit + 1n
    const refused = await transfers.prepareTransfer(connection, { to: bob.address, amount }).catch((e) => e)
    expect(isFoyerError(refused, 'POLKADOT_EXISTENTIAL_DEPOSIT')).toBe(true)
    expect(refused.shortMessage).toBe(
      `Your account must keep at least ${minimum(existentialDeposit)} on this network: send less, so that much stays`,
    )
    expect(wallet.script.payloads).toHaveLength(0)
  })

  it('checks again when sending: an account that spent meanwhile is refused before the wallet is asked', async () => {
    const sender = await fundedPair(10n * ROC)
    const { wallet, connection, transfers } = await connectWallet(sender)
    const prepared = await transfers.prepareTransfer(connection, { to: bob.address, amount: 5n * ROC })
    // Enough for the amount and the fee, not for the deposit as well.
    await setFree(sender.address, 5n * ROC + prepared.fee)
    const refused = await transfers.sendTransfer(connection, prepared).catch((e) => e)
    expect(isFoyerError(refused, 'POLKADOT_EXISTENTIAL_DEPOSIT')).toBe(true)
    expect(refused.who).toBe('sender')
    expect(wallet.script.payloads).toHaveLength(0)
    expect(await nonceOf(sender.address)).toBe(0)
  })

  it('refuses less than the deposit to a new account, and the chain takes exactly the deposit', async () => {
    const sender = await fundedPair(10n * ROC)
    const { wallet, connection, transfers } = await connectWallet(sender)
    const newcomer = await fundedPair(0n)
    const refused = await transfers
      .prepareTransfer(connection, { to: newcomer.address, amount: existentialDeposit - 1n })
      .catch((e) => e)
    expect(isFoyerError(refused, 'POLKADOT_EXISTENTIAL_DEPOSIT')).toBe(true)
    expect(refused.shortMessage).toBe(
      `The receiver's account is new: it must receive at least ${minimum(existentialDeposit)} to exist on this network`,
    )
    expect(wallet.script.payloads).toHaveLength(0)
    // The chain agrees: exactly the deposit opens the account.
    const prepared = await transfers.prepareTransfer(connection, {
      to: newcomer.address,
      amount: existentialDeposit,
    })
    await transfers.sendTransfer(connection, prepared)
    expect(await freeOf(newcomer.address)).toEqual([existentialDeposit])
  })
})

describe('what Foyer refuses, and what the chain refuses, in words', () => {
  it('refuses a wallet that changed the payload and returned its own signed transaction: nothing moves', async () => {
    const sender = await fundedPair(10n * ROC)
    const { wallet, connection, transfers } = await connectWallet(sender)
    wallet.script.signPayload = 'returnAlteredTransaction'
    const before = await freeOf(sender.address, bob.address, thief.address)
    const prepared = await transfers.prepareTransfer(connection, { to: bob.address, amount: ROC })
    const refused = await transfers.sendTransfer(connection, prepared).catch((e) => e)
    expect(isFoyerError(refused, 'POLKADOT_WALLET_ALTERED_TRANSFER')).toBe(true)
    expect(refused.shortMessage).toBe('Your wallet changed the transfer you reviewed, so nothing was sent')
    expect(refused.details).toContain(`to ${api.createType('AccountId', thief.address).toHex()}`)
    expect(await freeOf(sender.address, bob.address, thief.address)).toEqual(before)
    expect(await nonceOf(sender.address)).toBe(0)
  })

  it('a signature by another key: the chain refuses it as a bad proof, nothing moves', async () => {
    const sender = await fundedPair(10n * ROC)
    const { wallet, connection, transfers } = await connectWallet(sender)
    wallet.script.signPayload = 'signWithOtherKey'
    const prepared = await transfers.prepareTransfer(connection, { to: bob.address, amount: ROC })
    const before = await freeOf(sender.address, bob.address)
    const refused = await transfers.sendTransfer(connection, prepared).catch((e) => e)
    expect(isFoyerError(refused, 'POLKADOT_TRANSACTION_REFUSED')).toBe(true)
    expect(refused).toMatchObject({
      reason: 'badProof',
      shortMessage: 'The network refused the signature your wallet gave, so nothing was sent',
    })
    expect(refused.details).toContain('badProof')
    expect(await freeOf(sender.address, bob.address)).toEqual(before)
  })

  it('an account that can no longer pay the fee: the pool refuses it (payment)', async () => {
    const sender = await fundedPair(10n * ROC)
    const { wallet, connection, transfers } = await connectWallet(sender)
    const prepared = await transfers.prepareTransfer(connection, { to: bob.address, amount: ROC })
    // Spent elsewhere while the wallet asked the visitor: less than the fee left.
    wallet.script.beforeAnswer = () => setFree(sender.address, existentialDeposit + 1n)
    const refused = await transfers.sendTransfer(connection, prepared).catch((e) => e)
    expect(refused).toMatchObject({
      code: 'POLKADOT_TRANSACTION_REFUSED',
      reason: 'payment',
      shortMessage: 'The network says your account cannot pay the fee, so nothing was sent',
    })
    expect(await freeOf(sender.address)).toEqual([existentialDeposit + 1n])
  })

  it('a transfer that fails in its block is a failed transaction with the pallet error in words; its fee is paid', async () => {
    const sender = await fundedPair(10n * ROC)
    const { wallet, connection, transfers } = await connectWallet(sender)
    const prepared = await transfers.prepareTransfer(connection, { to: bob.address, amount: 5n * ROC })
    // Enough for the fee, not for the amount any more.
    wallet.script.beforeAnswer = () => setFree(sender.address, ROC)
    const failed = await transfers.sendTransfer(connection, prepared).catch((e) => e)
    expect(isFoyerError(failed, 'POLKADOT_TRANSACTION_FAILED')).toBe(true)
    expect(failed.error).toBe('balances.InsufficientBalance')
    expect(failed.shortMessage).toBe(
      'The transfer failed on the network (Balance too low to send value, balances.InsufficientBalance); its fee was paid',
    )
    const [left = 0n] = await freeOf(sender.address)
    expect(left).toBeLessThan(ROC)
    expect(ROC - left).toBeLessThanOrEqual(prepared.fee)
    expect(await nonceOf(sender.address)).toBe(1)
  })

  it('junk from the wallet is a clear error and nothing is submitted', async () => {
    const sender = await fundedPair(10n * ROC)
    const { wallet, connection, transfers } = await connectWallet(sender, { signTimeoutMs: 1_000 })
    const prepared = await transfers.prepareTransfer(connection, { to: bob.address, amount: ROC })
    const outcome = async (behaviour: typeof wallet.script.signPayload) => {
      wallet.script.signPayload = behaviour
      return transfers.sendTransfer(connection, prepared).catch((e) => e)
    }
    for (const junk of ['notHex', 'short', 'wrongType'] as const) {
      const error = await outcome(junk)
      expect(isFoyerError(error, 'POLKADOT_INVALID_WALLET_ANSWER'), junk).toBe(true)
    }
    expect((await outcome('short')).details).toMatch(/64 bytes of type 1/)
    expect(await outcome('throwString')).toMatchObject({
      code: 'POLKADOT_WALLET_FAILED',
      details: 'signPayload: the extension broke',
    })
    expect(isUserRejection(await outcome('reject'))).toBe(true)
    expect(await outcome('hang')).toMatchObject({
      code: 'POLKADOT_SIGN_TIMEOUT',
      shortMessage: 'Your wallet did not answer in time, so nothing was sent',
    })
    expect(await nonceOf(sender.address)).toBe(0)
    expect(await freeOf(sender.address)).toEqual([10n * ROC])
  })

  it('refuses other tokens and Ethereum addresses before anything is read from the wallet', async () => {
    const sender = await fundedPair(ROC)
    const { wallet, connection, transfers } = await connectWallet(sender)
    const token = { address: '1984', decimals: 6, symbol: 'USDt' }
    await expect(
      transfers.prepareTransfer(connection, { to: bob.address, amount: 1n, token }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_TRANSFER_TOKEN' })
    await expect(
      transfers.prepareTransfer(connection, { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: 1n }),
    ).rejects.toMatchObject({
      code: 'POLKADOT_RECEIVER_ADDRESS',
      shortMessage: "This is an Ethereum address: send to the receiver's Polkadot (SS58) address",
    })
    expect(wallet.script.payloads).toHaveLength(0)
  })
})

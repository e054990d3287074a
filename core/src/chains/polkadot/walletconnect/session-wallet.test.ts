import type { KeyringPair } from '@polkadot/keyring/types'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import { bnToHex, hexToU8a, stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { decodeAddress, encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import type { Connector } from '../../../connectors/connector.types.js'
import { isFoyerError } from '../../../errors/base.js'
import { isUserRejection } from '../../../errors/rpc.js'
import { kusama, polkadot as polkadotNetwork } from '../../../networks/definitions/polkadot.js'
import type { AccountEvent } from '../../adapter.types.js'
import { WalletConnectNotPairedError } from '../../walletconnect/errors.js'
import { createSessionEvents } from '../../walletconnect/session-events.js'
import type { WalletConnectSessionPort } from '../../walletconnect/walletconnect-kit.types.js'
import { devPair } from '../injected-extension.fixtures.js'
import { polkadot } from '../polkadot.adapter.js'
import { polkadotAccountKey } from '../polkadot.kit.js'
import { accountIdOf } from '../transfer/receiver-address.js'
import { reviewedSigner } from '../transfer/review-signer.js'
import type { TransferCall, TransferReview } from '../transfer/transfer-review.js'
import { callWallet, InvalidPolkadotWalletAnswerError, invalidAnswer } from '../wallet-answers.js'
import { PolkadotWalletConnectTimeoutError, polkadotSessionWallet } from './session-wallet.js'

// A WalletConnect session read by the Polkadot adapter as an extension, against a session whose
// wallet each test scripts: real sr25519 keys (@polkadot/keyring), signing `<Bytes>`-wrapped messages
// as phone wallets do; util-crypto is the oracle for what was signed.

const MESSAGE = 'Sign in to Foyer'
type Answer = (method: string, params: Record<string, unknown>) => unknown

async function setUp(
  answer: Answer = () => null,
  accountsOf?: (pairs: [KeyringPair, KeyringPair]) => string[],
) {
  const [alice, bob] = await Promise.all([devPair('//Alice'), devPair('//Bob')])
  const requests: { method: string; params: Record<string, unknown> }[] = []
  const events = createSessionEvents()
  let paired = true
  let disconnects = 0
  // The session's accounts as a phone wallet approves them: written with the generic prefix 42.
  const accounts = accountsOf?.([alice, bob]) ?? [alice.address]
  const session: WalletConnectSessionPort = {
    isPaired: async () => paired,
    accounts: () => (paired ? accounts : []),
    async request(method, params) {
      requests.push({ method, params: params as Record<string, unknown> })
      return answer(method, params as Record<string, unknown>)
    },
    events,
    walletInfo: () => ({ name: 'Phone Wallet', icon: 'https://wallet.example/icon.png' }),
    disconnect: async () => {
      disconnects += 1
    },
  }
  const connector: Connector = {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'polkadot',
    provider: session,
  }
  const adapter = polkadot({ networks: [polkadotNetwork, kusama], page: {}, signTimeoutMs: 200 })
  const connect = () => adapter.connect({ connector, network: polkadotNetwork })
  return {
    alice,
    bob,
    adapter,
    connector,
    connect,
    events,
    requests,
    session,
    unpair: () => {
      paired = false
    },
    disconnects: () => disconnects,
  }
}

/** The wallet signing `polkadot_signMessage`'s message as extensions do: its bytes `<Bytes>`-wrapped. */
const signsWith =
  (pair: KeyringPair, wrap = true): Answer =>
  (_method, params) => {
    const bytes = hexToU8a(String(params.message))
    return { signature: u8aToHex(pair.sign(wrap ? u8aWrapBytes(bytes) : bytes)) }
  }

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: unknown) => error,
  )
}

describe("a WalletConnect session's Polkadot accounts", () => {
  it("become the connection's accounts, written with the network's prefix, one per key, the phone wallet named", async () => {
    const { alice, bob, connect, requests } = await setUp(undefined, ([alice, bob]) => [
      alice.address,
      // The same key written for Kusama: one account.
      encodeAddress(alice.publicKey, 2),
      bob.address,
    ])
    const connection = await connect()
    expect(connection.accounts.map((account) => account.address)).toEqual([
      encodeAddress(alice.publicKey, 0),
      encodeAddress(bob.publicKey, 0),
    ])
    expect(connection.accounts[0]?.networkAddresses?.[kusama.caipNetworkId]).toBe(
      encodeAddress(alice.publicKey, 2),
    )
    expect(connection.wallet).toEqual({ name: 'Phone Wallet', icon: 'https://wallet.example/icon.png' })
    // Read from the session: the wallet is not asked.
    expect(requests).toEqual([])
  })

  it('refuses a session whose only account is no SS58 address, saying so; junk beside a good account is dropped', async () => {
    const junk = await setUp(undefined, ([alice]) => [`${alice.address.slice(0, -1)}Z`])
    const error = await failure(junk.connect())
    expect(error).toBeInstanceOf(InvalidPolkadotWalletAnswerError)
    expect(String((error as InvalidPolkadotWalletAnswerError).details)).toMatch(
      /is not an SS58 account address \(or its checksum is wrong\)/,
    )
    const mixed = await setUp(undefined, ([alice]) => ['0x1234', alice.address])
    expect((await mixed.connect()).accounts.map((account) => account.address)).toEqual([
      encodeAddress(mixed.alice.publicKey, 0),
    ])
  })

  it('connects to no session when none is live; a reload restores one silently, none without it', async () => {
    const { adapter, connect, connector, unpair } = await setUp()
    expect(
      await adapter.reconnect({ connectorId: connector.id, connector, network: polkadotNetwork }),
    ).toMatchObject({ connectorId: 'walletConnect', wallet: { name: 'Phone Wallet' } })
    unpair()
    expect(await failure(connect())).toBeInstanceOf(WalletConnectNotPairedError)
    expect(await adapter.reconnect({ connectorId: connector.id, connector, network: polkadotNetwork })).toBe(
      null,
    )
  })

  it("follows the session's accountsChanged and its end; disconnecting ends the session", async () => {
    const { adapter, bob, connect, events, disconnects } = await setUp()
    const connection = await connect()
    const heard: AccountEvent<'polkadot'>[] = []
    const stop = adapter.watchAccount(connection, (event) => heard.push(event))
    events.emit('accountsChanged', [bob.address])
    events.emit('disconnect')
    stop()
    events.emit('accountsChanged', [bob.address])
    expect(heard).toEqual([
      {
        type: 'accountsChanged',
        accounts: [expect.objectContaining({ address: encodeAddress(bob.publicKey, 0) })],
      },
      { type: 'disconnect' },
    ])
    await adapter.disconnect(connection)
    expect(disconnects()).toBe(1)
  })
})

describe('signing a message through polkadot_signMessage', () => {
  it("asks with the account as the session wrote it and the text's bytes; hands over a signature util-crypto verifies", async () => {
    const { adapter, alice, connect, requests } = await setUp((method, params) =>
      method === 'polkadot_signMessage' ? signsWith(alice)(method, params) : null,
    )
    const connection = await connect()
    const signature = await adapter.signMessage(connection, { message: MESSAGE })
    expect(requests).toEqual([
      {
        method: 'polkadot_signMessage',
        params: { address: alice.address, message: u8aToHex(stringToU8a(MESSAGE)) },
      },
    ])
    expect(signatureVerify(stringToU8a(`<Bytes>${MESSAGE}</Bytes>`), signature, alice.address)).toMatchObject(
      { isValid: true, crypto: 'sr25519' },
    )
  })

  it('takes a wallet that signs the bare bytes too (as the verifier does)', async () => {
    const { adapter, alice, connect } = await setUp((method, params) =>
      signsWith(alice, false)(method, params),
    )
    const signature = await adapter.signMessage(await connect(), { message: MESSAGE })
    expect(signatureVerify(stringToU8a(MESSAGE), signature, alice.address).isValid).toBe(true)
  })

  it.each([
    ['no signature', () => ({ sig: '0x00' })],
    ['not hex', () => ({ signature: `0x${'zz'.repeat(64)}` })],
    ['63 bytes', () => ({ signature: `0x${'ab'.repeat(63)}` })],
    ['a string, not an object', () => `0x${'ab'.repeat(64)}`],
  ])('refuses a junk answer (%s) as an invalid answer', async (_, junk) => {
    const { adapter, connect } = await setUp(junk)
    const error = await failure(adapter.signMessage(await connect(), { message: MESSAGE }))
    expect(error).toBeInstanceOf(InvalidPolkadotWalletAnswerError)
  })

  it("refuses a well-formed signature that is not the account's over this message", async () => {
    const bobSigns = await setUp((method, params) => signsWith(bobSigns.bob)(method, params))
    const error = await failure(bobSigns.adapter.signMessage(await bobSigns.connect(), { message: MESSAGE }))
    expect(error).toBeInstanceOf(InvalidPolkadotWalletAnswerError)
    const otherText = await setUp(() => ({
      signature: u8aToHex(otherText.alice.sign(u8aWrapBytes(stringToU8a('another text')))),
    }))
    expect(
      await failure(otherText.adapter.signMessage(await otherText.connect(), { message: MESSAGE })),
    ).toBeInstanceOf(InvalidPolkadotWalletAnswerError)
  })

  it("reports the wallet's refusal as the standard rejection and a non-Error throw as the wallet failing", async () => {
    const refused = await setUp(() => {
      throw { code: 4001, message: 'User rejected.' }
    })
    expect(
      isUserRejection(
        await failure(refused.adapter.signMessage(await refused.connect(), { message: MESSAGE })),
      ),
    ).toBe(true)
    const thrown = await setUp(() => {
      throw 'boom'
    })
    const error = await failure(thrown.adapter.signMessage(await thrown.connect(), { message: MESSAGE }))
    expect(isFoyerError(error) && error.code).toBe('POLKADOT_WALLET_FAILED')
  })

  it('stops waiting for a wallet that never answers after the adapter’s signing timeout', async () => {
    const { adapter, connect, requests } = await setUp(() => new Promise(() => {}))
    const error = await failure(adapter.signMessage(await connect(), { message: MESSAGE }))
    expect(error).toBeInstanceOf(PolkadotWalletConnectTimeoutError)
    expect(requests.map((request) => request.method)).toEqual(['polkadot_signMessage'])
  })
})

describe('signing a transfer through polkadot_signTransaction', () => {
  // A transfer as the sending code reviews it (transfer-sender.ts), and its payload as @polkadot/api
  // hands it to the signer.
  const alice = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
  const call: TransferCall = {
    section: 'balances',
    method: 'transferKeepAlive',
    dest: u8aToHex(decodeAddress('5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty')),
    value: 10n ** 12n,
  }
  const review: TransferReview = {
    from: u8aToHex(decodeAddress(alice)),
    call,
    genesisHash: `0x${'ab'.repeat(32)}`,
    specVersion: 900,
    transactionVersion: 6,
    extrinsicVersion: 4,
    signedExtensions: ['CheckSpecVersion', 'CheckNonce'],
  }
  // As @polkadot/api writes the signer: with the network's prefix (Polkadot's 0 here).
  const signerAddress = encodeAddress(decodeAddress(alice), 0)
  const payload = (method: string) =>
    ({
      address: signerAddress,
      blockHash: `0x${'cd'.repeat(32)}`,
      blockNumber: bnToHex(41, { bitLength: 32 }),
      era: '0x9502',
      genesisHash: review.genesisHash,
      method,
      nonce: bnToHex(0, { bitLength: 32 }),
      specVersion: bnToHex(900, { bitLength: 32 }),
      tip: bnToHex(0, { bitLength: 128 }),
      transactionVersion: bnToHex(6, { bitLength: 32 }),
      signedExtensions: [...review.signedExtensions],
      version: 4,
      mode: 0,
      metadataHash: null,
    }) as unknown as SignerPayloadJSON

  /** The transfer's signer as the sending code makes it, asking the session's wallet. */
  async function signerOver(answer: Answer) {
    const wallet = await setUp(answer)
    const injected = await polkadotSessionWallet(wallet.session, 200, invalidAnswer, polkadotAccountKey)
    const { signer } = reviewedSigner({
      review,
      decodeCall: (method) => (method === '0x0a03' ? call : { ...call, value: 1n }),
      accountIdOf,
      signPayload: (json) => callWallet(injected.signer, 'signPayload', 'signPayload', json),
      keyType: 'sr25519',
      timeoutMs: 200,
      invalidAnswer,
    })
    return { ...wallet, signer }
  }

  it('sends the reviewed SignerPayloadJSON naming the account as the session wrote it, and takes its MultiSignature', async () => {
    const signature = `0x01${'ab'.repeat(64)}`
    const { signer, requests } = await signerOver(() => ({ signature }))
    expect(await signer.signPayload?.(payload('0x0a03'))).toEqual({ id: 1, signature })
    // The session's account is Alice with the generic prefix 42.
    expect(requests).toEqual([
      {
        method: 'polkadot_signTransaction',
        params: {
          address: alice,
          transactionPayload: { ...JSON.parse(JSON.stringify(payload('0x0a03'))), address: alice },
        },
      },
    ])
  })

  it('never asks the wallet for a payload that is not the reviewed transfer, and refuses a signature without its type byte', async () => {
    const changed = await signerOver(() => ({ signature: `0x01${'ab'.repeat(64)}` }))
    const error = await failure(changed.signer.signPayload?.(payload('0x0a04')) ?? Promise.resolve())
    expect(isFoyerError(error) && error.code).toBe('POLKADOT_PAYLOAD_MISMATCH')
    expect(changed.requests).toEqual([])
    const bare = await signerOver(() => ({ signature: `0x${'ab'.repeat(64)}` }))
    expect(await failure(bare.signer.signPayload?.(payload('0x0a03')) ?? Promise.resolve())).toBeInstanceOf(
      InvalidPolkadotWalletAnswerError,
    )
  })

  it('stops waiting for a wallet that never answers after the signing timeout', async () => {
    const { signer } = await signerOver(() => new Promise(() => {}))
    const error = await failure(signer.signPayload?.(payload('0x0a03')) ?? Promise.resolve())
    expect(isFoyerError(error) && error.code).toBe('POLKADOT_SIGN_TIMEOUT')
  })
})

import { Secp256k1Wallet, type StdSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64, toHex } from '@cosmjs/encoding'
import { afterEach, describe, expect, it } from 'vitest'
import { isUserRejection } from '../../../errors/rpc.js'
import { cosmosHub } from '../../../networks/definitions/cosmos.js'
import { WalletConnectNotPairedError } from '../../walletconnect/errors.js'
import type { WalletConnectSessionPort } from '../../walletconnect/walletconnect-kit.types.js'
import { cosmos } from '../cosmos.adapter.js'
import type { CosmosAdapter } from '../cosmos.types.js'
import { chains, codeOf, detailsOf, networks, phoneWallet, randomKey } from './walletconnect.fixtures.js'
import { walletConnectCosmosPort } from './walletconnect.js'

// A WalletConnect session read as a Cosmos wallet port, through the Cosmos adapter where it can be: the
// session's CAIP-10 accounts and `cosmos_getAccounts`' keys make the connection, messages are ADR-036
// documents signed with `cosmos_signAmino` (transfers: walletconnect-transfer.test.ts). The phone wallet
// holds a real secp256k1 key (walletconnect.fixtures.ts): CosmJS signs and verifies what the adapter returns.

const adapters: CosmosAdapter[] = []
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.dispose()
})

/** The adapter (detecting no page wallet) connecting through the phone wallet's session. */
function adapterFor(session: WalletConnectSessionPort) {
  const adapter = cosmos({
    networks: [...networks],
    chains: { 'cosmos:localchain-1': { bech32Prefix: 'local', denom: 'ustake' } },
    page: {},
  })
  adapters.push(adapter)
  const connector = {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'cosmos',
    provider: session,
  } as unknown as Parameters<CosmosAdapter['connect']>[0]['connector']
  return { adapter, connector, connect: () => adapter.connect({ connector, network: cosmosHub }) }
}

describe('a WalletConnect session as a Cosmos wallet', () => {
  it("connects every chain of the session with its address there, bound to cosmos_getAccounts' key; a chain outside it is missing", async () => {
    const wallet = await phoneWallet()
    const connection = await adapterFor(wallet.session).connect()
    const [account] = connection.accounts
    expect(account?.networkAddresses).toEqual({
      'cosmos:cosmoshub-4': await wallet.addressOn('cosmos'),
      'cosmos:osmosis-1': await wallet.addressOn('osmo'),
    })
    expect(account?.publicKey).toBe(toHex(wallet.publicKey))
    expect(connection.wallet).toEqual({ name: 'Phone Wallet', icon: 'https://wallet.example/icon.png' })
    expect(connection.missingNetworks?.map((m) => [m.caipNetworkId, m.reason])).toEqual([
      ['cosmos:localchain-1', 'unsupported'],
    ])
    // Each key is asked on its own chain, nothing else is asked.
    expect(wallet.requests.map((r) => [r.method, r.chainId])).toEqual([
      ['cosmos_getAccounts', 'cosmos:cosmoshub-4'],
      ['cosmos_getAccounts', 'cosmos:osmosis-1'],
    ])
  })

  it("refuses a session address that is not its key's or is written with another chain's prefix; the other chain stays connected", async () => {
    const key = randomKey()
    const own = await phoneWallet({ key })
    const hub = await own.addressOn('cosmos')
    const [stranger] = await (await Secp256k1Wallet.fromKey(randomKey(), 'osmo')).getAccounts()
    const cases = [
      // The wallet's own list has no entry for the session's address.
      { osmo: stranger?.address, listed: undefined, why: "no key for the session's account" },
      // The wallet lists the address with its key, but the address is not that key's.
      { osmo: stranger?.address, listed: stranger?.address, why: "is not the key's" },
      // The Hub's address (cosmos1…) given as the Osmosis account.
      { osmo: hub, listed: hub, why: "not written with Osmosis's prefix osmo" },
    ]
    for (const { osmo, listed, why } of cases) {
      const wallet = await phoneWallet({
        key,
        accounts: [`cosmos:cosmoshub-4:${hub}`, `cosmos:osmosis-1:${osmo}`],
        script: (method, _params, chainId) =>
          listed && method === 'cosmos_getAccounts' && chainId === 'cosmos:osmosis-1'
            ? [{ algo: 'secp256k1', address: listed, pubkey: toBase64(own.publicKey) }]
            : undefined,
      })
      const connection = await adapterFor(wallet.session).connect()
      expect(connection.accounts[0]?.networkAddresses).toEqual({ 'cosmos:cosmoshub-4': hub })
      const osmosisMissing = connection.missingNetworks?.find((m) => m.caipNetworkId === 'cosmos:osmosis-1')
      expect(osmosisMissing?.reason).toBe('invalid')
      expect(detailsOf(osmosisMissing?.error)).toContain(why)
    }
  })

  it('signs a message as ADR-036 through cosmos_signAmino: the StdSignature CosmJS verifies, of the document asked for', async () => {
    const wallet = await phoneWallet()
    const { adapter, connect } = adapterFor(wallet.session)
    const connection = await connect()
    const signer = await wallet.addressOn('cosmos')
    const message = 'app.example wants you to sign in <&> with your Cosmos account'
    const text = await adapter.signMessage(connection, { message })
    const request = wallet.requests.find((r) => r.method === 'cosmos_signAmino')
    expect(request?.chainId).toBe('cosmos:cosmoshub-4')
    expect(request?.params).toEqual({
      signerAddress: signer,
      signDoc: {
        account_number: '0',
        chain_id: '',
        fee: { amount: [], gas: '0' },
        memo: '',
        msgs: [
          { type: 'sign/MsgSignData', value: { signer, data: toBase64(new TextEncoder().encode(message)) } },
        ],
        sequence: '0',
      },
    })
    // The oracle: CosmJS's serialization of the same document, its verifier, the wallet's key.
    const std = JSON.parse(text)
    expect(std.pub_key).toEqual({ type: 'tendermint/PubKeySecp256k1', value: toBase64(wallet.publicKey) })
    const digest = sha256(
      serializeSignDoc((request?.params as { signDoc: StdSignDoc } | undefined)?.signDoc as StdSignDoc),
    )
    const signature = Secp256k1Signature.fromFixedLength(fromBase64(std.signature))
    expect(await Secp256k1.verifySignature(signature, digest, wallet.publicKey)).toBe(true)
  })

  it('refuses a signed document the wallet changed, even signed properly; the same document with its keys in another order is accepted', async () => {
    const key = randomKey()
    const amino = await Secp256k1Wallet.fromKey(key, 'cosmos')
    let edit: (signed: StdSignDoc) => unknown = (signed) => ({ ...signed, memo: 'sent by the wallet' })
    const wallet = await phoneWallet({
      key,
      script: async (method, params) => {
        if (method !== 'cosmos_signAmino') return undefined
        const doc = params.signDoc as StdSignDoc
        const edited = edit(doc) as StdSignDoc
        // Signed properly, with the session's key: only the document check can tell.
        const answer = await amino.signAmino(String(params.signerAddress), edited)
        return { signature: answer.signature, signed: edited }
      },
    })
    const { adapter, connect } = adapterFor(wallet.session)
    const connection = await connect()
    const refused = await adapter.signMessage(connection, { message: 'Hello' }).catch((e: unknown) => e)
    expect(codeOf(refused)).toBe('COSMOS_INVALID_WALLET_ANSWER')
    expect(detailsOf(refused)).toContain('another document')
    // The same document, its keys in another order (the wallet signs sorted JSON all the same).
    edit = ({ msgs, sequence, memo, fee, chain_id, account_number }) => ({
      sequence,
      msgs,
      memo,
      fee,
      chain_id,
      account_number,
    })
    const text = await adapter.signMessage(connection, { message: 'Hello' })
    expect(JSON.parse(text).pub_key.value).toBe(toBase64(wallet.publicKey))
  })

  it("refuses a signature that does not verify, junk answers, and reports the wallet's refusals and non-Error throws as Foyer errors", async () => {
    const key = randomKey()
    let throwing: unknown
    let answer: unknown
    const wallet = await phoneWallet({
      key,
      script: (method) => {
        if (method !== 'cosmos_signAmino') return undefined
        if (throwing !== undefined) throw throwing
        return answer
      },
    })
    const { adapter, connect } = adapterFor(wallet.session)
    const connection = await connect()
    const sign = () => adapter.signMessage(connection, { message: 'Hello' }).catch((e: unknown) => e)
    const signer = await wallet.addressOn('cosmos')
    // The document asked for, with the session key's signature of another message: the page refuses it.
    const { adr036Document } = await import('../adr036.js')
    const amino = await Secp256k1Wallet.fromKey(key, 'cosmos')
    const other = await amino.signAmino(signer, adr036Document(signer, 'Goodbye'))
    answer = { signature: other.signature, signed: adr036Document(signer, 'Hello') }
    const forged = await sign()
    expect(codeOf(forged)).toBe('COSMOS_INVALID_WALLET_ANSWER')
    expect(detailsOf(forged)).toContain(`not ${signer}'s signature`)
    for (const junk of [null, 'signed', { signature: other.signature }, { signed: 'x', signature: {} }]) {
      answer = junk
      expect(codeOf(await sign())).toBe('COSMOS_INVALID_WALLET_ANSWER')
    }
    throwing = { code: 4001, message: 'User rejected.' }
    expect(isUserRejection(await sign())).toBe(true)
    throwing = 'the phone fell asleep'
    const failed = await sign()
    expect(codeOf(failed)).toBe('COSMOS_WALLET_REQUEST_FAILED')
    expect(detailsOf(failed)).toContain('the phone fell asleep')
  })

  it('refuses junk key lists and keys: the chain is left out as an invalid answer, or the connect fails when it was the only one', async () => {
    for (const junk of [
      'accounts',
      null,
      [{ algo: 'secp256k1', address: 'x', pubkey: 'AA==' }],
      [{ algo: 'ed25519' }],
    ]) {
      const own = await phoneWallet()
      const hub = await own.addressOn('cosmos')
      const wallet = await phoneWallet({
        accounts: [`cosmos:cosmoshub-4:${hub}`],
        script: (method) => (method === 'cosmos_getAccounts' ? junk : undefined),
      })
      const error = await adapterFor(wallet.session)
        .connect()
        .catch((e: unknown) => e)
      expect(codeOf(error)).toBe('COSMOS_INVALID_WALLET_ANSWER')
    }
    // A key that is not base64, or not a compressed secp256k1 key, for the session's own address.
    const key = randomKey()
    const own = await phoneWallet({ key })
    const hub = await own.addressOn('cosmos')
    for (const pubkey of [toHex(own.publicKey), toBase64(own.publicKey.slice(1)), 42]) {
      const wallet = await phoneWallet({
        key,
        accounts: [`cosmos:cosmoshub-4:${hub}`],
        script: (method) =>
          method === 'cosmos_getAccounts' ? [{ algo: 'secp256k1', address: hub, pubkey }] : undefined,
      })
      const error = await adapterFor(wallet.session)
        .connect()
        .catch((e: unknown) => e)
      expect(detailsOf(error)).toContain('not a 33-byte compressed secp256k1 key')
    }
  })

  it('without a session: the connect fails as not paired, and nothing is asked of the wallet', async () => {
    const wallet = await phoneWallet()
    wallet.unpair()
    const port = walletConnectCosmosPort(wallet.session, chains)
    await expect(port.chainIds()).rejects.toBeInstanceOf(WalletConnectNotPairedError)
    await expect(port.getKey('cosmoshub-4')).rejects.toBeInstanceOf(WalletConnectNotPairedError)
    const error = await adapterFor(wallet.session)
      .connect()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(wallet.requests).toEqual([])
  })

  it("reports the session's account changes and its end, and disconnects the session", async () => {
    const wallet = await phoneWallet()
    const port = walletConnectCosmosPort(wallet.session, chains)
    let changes = 0
    const stop = port.watch(() => {
      changes += 1
    })
    wallet.events.emit('accountsChanged', ['cosmos1…'])
    wallet.events.emit('disconnect')
    stop()
    wallet.events.emit('accountsChanged', ['cosmos1…'])
    expect(changes).toBe(2)
    await port.disconnect(['cosmoshub-4'])
    expect(wallet.disconnects()).toBe(1)
  })
})

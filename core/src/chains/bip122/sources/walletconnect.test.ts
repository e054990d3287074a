import { describe, expect, it } from 'vitest'
import type { Connector } from '../../../connectors/connector.types.js'
import { isUserRejection } from '../../../errors/rpc.js'
import { bitcoin } from '../../../networks/definitions/bitcoin.js'
import { WalletConnectNotPairedError } from '../../walletconnect/errors.js'
import { createSessionEvents } from '../../walletconnect/session-events.js'
import type { WalletConnectSessionPort } from '../../walletconnect/walletconnect-kit.types.js'
import { bip122 } from '../bip122.adapter.js'
import type { BitcoinWalletChange } from '../bip122.types.js'
import { InvalidBitcoinWalletAnswerError, UnsupportedWalletMethodError } from '../wallet-answers.js'
import { walletConnectBitcoinPort } from './walletconnect.js'
import { lazyWalletConnectBitcoinPort } from './walletconnect.load.js'

// A WalletConnect session read as a Bitcoin wallet port: WalletConnect's Bitcoin wire shapes in and out
// (the connected account named in every request, signatures in hex, signInputs as a list), against a
// session whose answers each test scripts.

// BIP-84's and BIP-86's first addresses (mainnet), and BIP-173's testnet P2WPKH.
const payment = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'
const paymentKey = '0330d54fd0dd420a6e5f8d3624f5f3482cae350f79d5f0753bf5beef9c2d91af3c'
const ordinals = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'
const ordinalsKey = 'cc8a4bc64d897bddc5fbc2f670f7a8ba0b386779106cf1223c6fc5d7cd6fc115'
const testnetPayment = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
const other = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

const listed = [
  { address: payment, publicKey: paymentKey, path: "m/84'/0'/0'/0/0", intention: 'payment' },
  { address: 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g', path: "m/84'/0'/0'/1/0", intention: 'payment' },
  { address: ordinals, publicKey: ordinalsKey, path: "m/86'/0'/0'/0/0", intention: 'ordinal' },
]

function sessionWith(answer: (method: string, params: unknown) => unknown, accounts = [payment]) {
  const requests: { method: string; params: unknown }[] = []
  const events = createSessionEvents()
  let paired = true
  let disconnects = 0
  const session: WalletConnectSessionPort = {
    isPaired: async () => paired,
    accounts: () => (paired ? accounts : []),
    async request(method, params) {
      requests.push({ method, params })
      return answer(method, params)
    },
    events,
    walletInfo: () => ({ name: 'Phone Wallet' }),
    disconnect: async () => {
      disconnects += 1
    },
  }
  return {
    session,
    requests,
    events,
    port: walletConnectBitcoinPort(session),
    unpair: () => {
      paired = false
    },
    disconnects: () => disconnects,
  }
}

const answers = (method: string) => (method === 'getAccountAddresses' ? listed : null)
const fail = (code: number, message: string) => () => {
  throw { code, message }
}

describe('a WalletConnect session as a Bitcoin wallet port', () => {
  it("connects with the session's account as payment (its key from getAccountAddresses) and the first ordinals address", async () => {
    const { port, requests } = sessionWith(answers)
    expect(await port.connect('mainnet')).toEqual([
      { address: payment, publicKey: paymentKey, purpose: 'payment', addressType: 'p2wpkh' },
      { address: ordinals, publicKey: ordinalsKey, purpose: 'ordinals', addressType: 'p2tr' },
    ])
    expect(requests).toEqual([
      { method: 'getAccountAddresses', params: { account: payment, intentions: ['payment', 'ordinal'] } },
    ])
  })

  it("picks the session's account of the network asked for; without a session, connect fails and accounts are none", async () => {
    const { port, requests, unpair } = sessionWith(() => [], [payment, testnetPayment])
    const [first] = await port.connect('testnet')
    expect(first?.address).toBe(testnetPayment)
    expect(requests[0]?.params).toEqual({ account: testnetPayment, intentions: ['payment', 'ordinal'] })
    unpair()
    await expect(port.connect('mainnet')).rejects.toBeInstanceOf(WalletConnectNotPairedError)
    expect(await port.accounts()).toEqual([])
  })

  it('still connects a wallet that does not answer getAccountAddresses, with the session account alone', async () => {
    const { port } = sessionWith(fail(-32601, 'Method not supported'))
    expect(await port.connect('mainnet')).toEqual([
      { address: payment, publicKey: undefined, purpose: 'payment', addressType: 'p2wpkh' },
    ])
  })

  it('reads the accounts again without a wallet round trip: the session’s, then what the wallet shared', async () => {
    const { port, requests } = sessionWith(answers)
    expect((await port.accounts()).map((a) => [a.address, a.purpose])).toEqual([[payment, 'payment']])
    expect(requests).toEqual([])
    await port.connect('mainnet')
    expect((await port.accounts()).map((a) => a.address)).toEqual([payment, ordinals])
    expect(requests).toHaveLength(1)
  })

  it('signs messages naming the account, address and protocol, and turns the hex signature into base64', async () => {
    const signature = Uint8Array.from({ length: 65 }, (_, i) => i + 1)
    const hex = Buffer.from(signature).toString('hex')
    let reply: string = hex
    const { port, requests } = sessionWith((method) =>
      method === 'signMessage' ? { address: payment, signature: reply } : listed,
    )
    await port.connect('mainnet')
    const base64 = Buffer.from(signature).toString('base64')
    expect(await port.signMessage({ address: ordinals, message: 'Hello', protocol: 'bip322' })).toBe(base64)
    expect(requests.at(-1)).toEqual({
      method: 'signMessage',
      params: { account: payment, message: 'Hello', address: ordinals, protocol: 'bip322' },
    })
    reply = `0x${hex}`
    expect(await port.signMessage({ address: payment, message: 'Hi', protocol: 'ecdsa' })).toBe(base64)
    // 108 bytes of hex are 216 characters, a length base64 can have too: still read as hex.
    const witness = Uint8Array.from({ length: 108 }, (_, i) => i)
    reply = Buffer.from(witness).toString('hex')
    expect(await port.signMessage({ address: payment, message: 'Hi', protocol: 'bip322' })).toBe(
      Buffer.from(witness).toString('base64'),
    )
    reply = ''
    await expect(
      port.signMessage({ address: payment, message: 'Hi', protocol: 'ecdsa' }),
    ).rejects.toBeInstanceOf(InvalidBitcoinWalletAnswerError)
  })

  it('signs PSBTs with signInputs as a list of address and index, and reads back the PSBT and txid', async () => {
    const txid = 'AB'.repeat(32)
    const { port, requests } = sessionWith((method) =>
      method === 'signPsbt' ? { psbt: 'cHNidP8=', txid } : listed,
    )
    await port.connect('mainnet')
    const signed = await port.signPsbt({
      psbt: 'cHNidP8=',
      signInputs: { [payment]: [0, 2], [ordinals]: [1] },
      broadcast: false,
      network: 'mainnet',
    })
    expect(signed).toEqual({ psbt: 'cHNidP8=', txid: txid.toLowerCase() })
    expect(requests.at(-1)).toEqual({
      method: 'signPsbt',
      params: {
        account: payment,
        psbt: 'cHNidP8=',
        signInputs: [
          { address: payment, index: 0 },
          { address: payment, index: 2 },
          { address: ordinals, index: 1 },
        ],
        broadcast: false,
      },
    })
  })

  it('sends transfers with the amount in sats as a string; a wallet without the method says so, a refusal is a rejection', async () => {
    const txid = 'cd'.repeat(32)
    const { port, requests } = sessionWith((method) => (method === 'sendTransfer' ? { txid } : listed))
    await port.connect('mainnet')
    expect(await port.sendTransfer?.({ recipient: other, amount: 12_345n, network: 'mainnet' })).toBe(txid)
    expect(requests.at(-1)?.params).toEqual({ account: payment, recipientAddress: other, amount: '12345' })

    for (const code of [-32601, 4200, 5101]) {
      const { port: without } = sessionWith(fail(code, 'nope'))
      await expect(
        without.sendTransfer?.({ recipient: other, amount: 1n, network: 'mainnet' }),
      ).rejects.toBeInstanceOf(UnsupportedWalletMethodError)
    }
    const { port: refusing } = sessionWith(fail(5000, 'User rejected.'))
    const error = await refusing
      .signMessage({ address: payment, message: 'no', protocol: 'ecdsa' })
      .catch((e) => e)
    expect(isUserRejection(error)).toBe(true)
  })

  it('follows the session: bip122_addressesChanged and accountsChanged give the accounts, its end a disconnect', async () => {
    const { port, events, requests } = sessionWith(answers)
    await port.connect('mainnet')
    const changes: BitcoinWalletChange[] = []
    const stop = port.watch?.((change) => changes.push(change))
    events.emit('bip122_addressesChanged', [
      { address: ordinals, intention: 'ordinal' },
      { address: other, publicKey: paymentKey, intention: 'payment' },
    ])
    events.emit('bip122_addressesChanged', [{ address: 'not an address' }])
    events.emit('accountsChanged', [payment])
    events.emit('disconnect')
    expect(changes).toEqual([
      {
        type: 'accounts',
        addresses: [
          { address: other, publicKey: paymentKey, purpose: 'payment', addressType: 'p2wpkh' },
          { address: ordinals, publicKey: undefined, purpose: 'ordinals', addressType: 'p2tr' },
        ],
      },
      {
        type: 'accounts',
        addresses: [{ address: payment, publicKey: undefined, purpose: 'payment', addressType: 'p2wpkh' }],
      },
      { type: 'disconnect' },
    ])
    stop?.()
    events.emit('disconnect')
    expect(changes).toHaveLength(3)
    expect(requests).toHaveLength(1)
  })

  it('requests name the payment address the wallet moved to; disconnecting ends the session', async () => {
    const { port, events, requests, disconnects } = sessionWith(() => ({ signature: '00'.repeat(65) }))
    port.watch?.(() => {})
    events.emit('bip122_addressesChanged', [{ address: other }])
    await port.signMessage({ address: other, message: 'Hi', protocol: 'ecdsa' })
    expect(requests.at(-1)?.params).toMatchObject({ account: other })
    await port.disconnect?.()
    expect(disconnects()).toBe(1)
  })
})

describe('the Bitcoin adapter with a WalletConnect connector', () => {
  it('reads the connector’s session as this port, connects through it and keeps it for the connection', async () => {
    const { session, requests } = sessionWith((method) =>
      method === 'signPsbt' ? { psbt: 'cHNidP8=' } : listed,
    )
    const adapter = bip122({ networks: [bitcoin], page: {} })
    const connector: Connector = {
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'bip122',
      provider: session,
    }
    const connection = await adapter.connect({ connector, network: bitcoin })
    expect(connection.accounts.map((a) => [a.address, a.type, a.publicKey])).toEqual([
      [payment, 'payment', paymentKey],
      [ordinals, 'ordinal', ordinalsKey],
    ])
    const again = await adapter.reconnect({ connectorId: connector.id, connector, network: bitcoin })
    expect(again?.accounts.map((a) => a.address)).toEqual([payment, ordinals])
    expect(requests.map((r) => r.method)).toEqual(['getAccountAddresses'])

    const events: string[] = []
    adapter.watchAccount(connection, (event) =>
      events.push(event.type === 'accountsChanged' ? String(event.accounts[0]?.address) : event.type),
    )
    session.events.emit('bip122_addressesChanged', [{ address: other }])
    session.events.emit('disconnect')
    expect(events).toEqual([other, 'disconnect'])
  })

  it('loads the port on first use: watching before that subscribes once it is loaded, and a stop before then subscribes nothing', async () => {
    const { session, events } = sessionWith(answers)
    const port = lazyWalletConnectBitcoinPort(session)
    const seen: string[] = []
    const stopped = port.watch?.((change) => seen.push(`stopped ${change.type}`))
    stopped?.()
    port.watch?.((change) => seen.push(change.type))
    // The same load as the watchers': once it is done, they are on.
    expect(await port.accounts()).toHaveLength(1)
    events.emit('disconnect')
    expect(seen).toEqual(['disconnect'])
  })
})

import { describe, expect, it, vi } from 'vitest'
import type { Connector } from '../../connectors/connector.types.js'
import { TokenBalanceUnavailableError } from '../../errors/blockchain.js'
import { ConnectionConnectorNotFoundError } from '../../errors/connection.js'
import { isUserRejection, WalletRpcError } from '../../errors/rpc.js'
import type { Network } from '../../networks/network.types.js'
import type { Connection } from '../adapter.types.js'
import { eip155 } from './eip155.adapter.js'
import {
  InvalidAccountsError,
  InvalidChainIdError,
  InvalidSignatureAnswerError,
  MissingProviderError,
  WalletRequestFailedError,
} from './errors.js'

// These run in plain Node: no `window`, which is also what server-side rendering sees.

const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const devnet: Network<'eip155'> = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  // Port 1 on loopback: nothing listens there, so reads fail at once.
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

type Script = Record<string, (params: unknown) => unknown>

/** A connector whose provider answers from `script` and records the methods it was asked. */
function connectorWith(script: Script): { connector: Connector; seen: string[] } {
  const seen: string[] = []
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      seen.push(method)
      const answer = script[method]
      if (!answer) throw { code: 4200, message: `unsupported ${method}` }
      return answer(params)
    },
  }
  const connector: Connector = {
    id: 'io.example',
    name: 'Example Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: 'data:image/png;base64,AA==',
    info: { rdns: 'io.example', icon: 'data:image/png;base64,AA==' },
    provider,
  }
  return { connector, seen }
}

// 0x and 130 hex digits: a 65-byte ECDSA signature as wallets return it.
const signature = `0x${'5f'.repeat(64)}1b`

const happyWallet: Script = {
  eth_requestAccounts: () => [address],
  eth_accounts: () => [address],
  eth_chainId: () => '0x1',
  wallet_revokePermissions: () => null,
}

describe('eip155 adapter without a window (SSR)', () => {
  it('is created without touching window and finds no injected wallet', () => {
    expect(typeof window).toBe('undefined')
    const adapter = eip155({ networks: [devnet] })
    const seen: (readonly Connector[])[] = []
    const stop = adapter.watchConnectors((connectors) => seen.push(connectors))
    stop()
    expect(seen).toEqual([[]])
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.networks).toEqual([devnet])
  })

  it('answers null to reconnect when the connector was never seen', async () => {
    const adapter = eip155({ networks: [devnet] })
    await expect(adapter.reconnect({ connectorId: 'io.metamask', network: devnet })).resolves.toBeNull()
  })
})

describe('connect', () => {
  it('asks for accounts, then the chain, and reports the wallet from the connector', async () => {
    const adapter = eip155({ networks: [devnet] })
    const { connector, seen } = connectorWith(happyWallet)
    const connection = await adapter.connect({ connector, network: devnet })
    expect(seen).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(connection).toEqual({
      namespace: 'eip155',
      connectorId: 'io.example',
      accounts: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' }],
      // A chain the site does not configure is still reported as the wallet's.
      caipNetworkId: 'eip155:1',
      wallet: { name: 'Example Wallet', icon: 'data:image/png;base64,AA==' },
    })
  })

  it('rejects a connector without provider', async () => {
    const adapter = eip155({ networks: [devnet] })
    const { connector } = connectorWith(happyWallet)
    await expect(
      adapter.connect({ connector: { ...connector, provider: {} }, network: devnet }),
    ).rejects.toThrow(MissingProviderError)
  })

  it.each([
    ['no account', []],
    ['non-addresses', ['0x1234']],
    ['not a list', address],
  ])('rejects a wallet that returns %s', async (_, accounts) => {
    const adapter = eip155({ networks: [devnet] })
    const { connector } = connectorWith({ ...happyWallet, eth_requestAccounts: () => accounts })
    await expect(adapter.connect({ connector, network: devnet })).rejects.toThrow(InvalidAccountsError)
  })

  it('rejects a wallet whose chain id is not one', async () => {
    const adapter = eip155({ networks: [devnet] })
    const { connector } = connectorWith({ ...happyWallet, eth_chainId: () => 'mainnet' })
    await expect(adapter.connect({ connector, network: devnet })).rejects.toThrow(InvalidChainIdError)
  })

  it('keeps a refusal recognisable as a user rejection, asked only once', async () => {
    const adapter = eip155({ networks: [devnet] })
    const { connector, seen } = connectorWith({
      eth_requestAccounts: () => {
        throw { code: 4001, message: 'User rejected' }
      },
    })
    const error = await adapter.connect({ connector, network: devnet }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletRpcError)
    expect(isUserRejection(error)).toBe(true)
    expect(seen).toEqual(['eth_requestAccounts'])
  })

  it('does not retry a wallet that fails without a code (a retry would be a second prompt)', async () => {
    const adapter = eip155({ networks: [devnet] })
    const { connector, seen } = connectorWith({
      eth_requestAccounts: () => {
        throw new Error('extension crashed')
      },
    })
    await expect(adapter.connect({ connector, network: devnet })).rejects.toThrow()
    expect(seen).toEqual(['eth_requestAccounts'])
  })
})

describe('after connect', () => {
  async function connected(script: Script = happyWallet) {
    const adapter = eip155({ networks: [devnet] })
    const wallet = connectorWith(script)
    const connection = await adapter.connect({ connector: wallet.connector, network: devnet })
    wallet.seen.length = 0
    return { adapter, connection, ...wallet }
  }

  it('reconnects the same connector without a prompt', async () => {
    const { adapter, seen } = await connected()
    const connection = await adapter.reconnect({ connectorId: 'io.example', network: devnet })
    expect(connection?.accounts[0].address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(seen).toEqual(['eth_accounts', 'eth_chainId'])
  })

  it('reconnects to null when the wallet no longer authorises the site', async () => {
    const { adapter } = await connected({ ...happyWallet, eth_accounts: () => [] })
    await expect(adapter.reconnect({ connectorId: 'io.example', network: devnet })).resolves.toBeNull()
  })

  it('disconnects even when the wallet does not know wallet_revokePermissions', async () => {
    const { wallet_revokePermissions: _, ...olderWallet } = happyWallet
    const { adapter, connection, seen } = await connected(olderWallet)
    await expect(adapter.disconnect(connection)).resolves.toBeUndefined()
    expect(seen).toEqual(['wallet_revokePermissions'])
    // The adapter forgot the wallet: its connection can no longer be used.
    expect(() => adapter.watchAccount(connection, () => {})).toThrow(ConnectionConnectorNotFoundError)
  })

  it('disconnects after a bounded wait when the wallet never answers', async () => {
    vi.useFakeTimers()
    try {
      const { adapter, connection } = await connected({
        ...happyWallet,
        wallet_revokePermissions: () => new Promise(() => {}),
      })
      const done = vi.fn()
      const disconnecting = adapter.disconnect(connection).then(done)
      await vi.advanceTimersByTimeAsync(2_999)
      expect(done).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      await disconnecting
      expect(done).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })

  it('signs messages with personal_sign and the active account', async () => {
    let params: unknown
    const { adapter, connection } = await connected({
      ...happyWallet,
      personal_sign: (p) => {
        params = p
        return signature
      },
    })
    await expect(adapter.signMessage(connection, { message: 'hello' })).resolves.toBe(signature)
    expect(params).toEqual(['0x68656c6c6f', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])
  })

  it('signs typed data with eth_signTypedData_v4', async () => {
    let params: unknown
    const { adapter, connection } = await connected({
      ...happyWallet,
      eth_signTypedData_v4: (p) => {
        params = p
        return signature
      },
    })
    const typed = await adapter.signTypedData(connection, {
      domain: { name: 'Foyer', chainId: 1 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hi' },
    })
    expect(typed).toBe(signature)
    const [signer, json] = params as [string, string]
    expect(signer).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(JSON.parse(json)).toMatchObject({ primaryType: 'Greeting', message: { text: 'hi' } })
  })

  it('refuses an answer that is not a signature, and turns a wallet that throws junk into a Foyer error', async () => {
    const answers: unknown[] = [
      42,
      '<html><body>Oops</body></html>',
      '',
      '0x',
      `0x${'ab'.repeat(30)}`,
      null,
      {},
    ]
    for (const answer of answers) {
      const { adapter, connection } = await connected({ ...happyWallet, personal_sign: () => answer })
      const error = await adapter.signMessage(connection, { message: 'hi' }).catch((e: unknown) => e)
      expect(error, JSON.stringify(answer)).toBeInstanceOf(InvalidSignatureAnswerError)
      expect((error as Error).message).toContain('The wallet returned an invalid signature')
    }
    for (const thrown of [null, 'nope', { reason: 'unknown' }]) {
      const { adapter, connection } = await connected({
        ...happyWallet,
        personal_sign: () => {
          throw thrown
        },
      })
      const error = await adapter.signMessage(connection, { message: 'hi' }).catch((e: unknown) => e)
      expect(error, JSON.stringify(thrown)).toBeInstanceOf(WalletRequestFailedError)
    }
    // A refusal keeps its JSON-RPC code.
    const { adapter, connection } = await connected({
      ...happyWallet,
      personal_sign: () => {
        throw { code: 4001, message: 'User rejected' }
      },
    })
    await expect(adapter.signMessage(connection, { message: 'hi' })).rejects.toMatchObject({
      code: 'RPC_4001',
    })
  })

  it('refuses calls on a connection it did not make', async () => {
    const { adapter, connection } = await connected()
    const stranger: Connection<'eip155'> = { ...connection, connectorId: 'io.stranger' }
    await expect(adapter.signMessage(stranger, { message: 'hi' })).rejects.toThrow(
      ConnectionConnectorNotFoundError,
    )
    await expect(adapter.switchNetwork?.(stranger, devnet)).rejects.toThrow(ConnectionConnectorNotFoundError)
  })
})

describe('getBalance', () => {
  it('fails with "Token Balance Unavailable" keeping the RPC error as cause', async () => {
    const adapter = eip155({ networks: [devnet], rpc: { retryCount: 0 } })
    const error = await adapter.getBalance({ address, network: devnet }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TokenBalanceUnavailableError)
    expect((error as TokenBalanceUnavailableError).cause).toBeInstanceOf(Error)
  })
})

describe('isAddress', () => {
  it('accepts EVM addresses with a valid or no checksum only', () => {
    const adapter = eip155({ networks: [devnet] })
    expect(adapter.isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
    expect(adapter.isAddress(address)).toBe(true)
    expect(adapter.isAddress('0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
    expect(adapter.isAddress('So11111111111111111111111111111111111111112')).toBe(false)
  })
})

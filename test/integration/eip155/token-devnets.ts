import type { Connector } from '@foyer/core'
import { eip155 } from '@foyer/core/eip155'
import { createTestClient, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import type { Connection } from '../../../core/src/chains/adapter.types.js'
import type { TransferSender } from '../../../core/src/chains/transfer.types.js'
import { deployDevnetTokens } from '../../devnet/evm-tokens.js'
import { ANVIL_ADDRESS_0 } from '../../devnet/local-networks.js'
import { type Devnets, devWallet, devWalletInfo, discover, startDevnets } from './devnets.js'

/** A fresh account's scripted wallet, connected through the EVM adapter on chain A. */
export type FreshWallet = {
  transfers: TransferSender<'eip155'>
  connection: Connection<'eip155'>
  address: Hex
  privateKey: Hex
  wallet: ReturnType<typeof devWallet>
}

/**
 * The two local chains for the file, with the devnet tokens on chain A (anvil's account #0 holding
 * them) and a stubbed page `window` for the wallets' announcements; each test's wallets are withdrawn
 * after it. `onStarted` receives the chains once they run; `connectFreshWallet` gives a new account
 * holding `balance` ETH, so tests never share an account's nonce or balance.
 *
 * @example
 * let devnets: Devnets
 * const { connectFreshWallet } = useTokenDevnets((started) => { devnets = started })
 */
export function useTokenDevnets(onStarted: (devnets: Devnets) => void): {
  connectFreshWallet(balance?: bigint): Promise<FreshWallet>
} {
  let devnets: Devnets | undefined
  const cleanups: (() => void)[] = []
  beforeAll(async () => {
    vi.stubGlobal('window', new EventTarget())
    devnets = await startDevnets()
    await deployDevnetTokens({
      rpcUrl: devnets.anvilA.rpcUrl,
      chainId: devnets.networkA.id,
      nftBaseUri: 'http://127.0.0.1:1/nft/',
      holders: [ANVIL_ADDRESS_0],
    })
    onStarted(devnets)
  })
  afterAll(async () => {
    vi.unstubAllGlobals()
    await devnets?.stop()
  })
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup()
  })
  return {
    async connectFreshWallet(balance = parseEther('1')) {
      if (!devnets) throw new Error('The devnets have not started')
      const privateKey = generatePrivateKey()
      const address = privateKeyToAddress(privateKey)
      const rpc = http(devnets.anvilA.rpcUrl)
      await createTestClient({ mode: 'anvil', transport: rpc }).setBalance({ address, value: balance })
      const wallet = devWallet(devnets, { privateKey })
      cleanups.push(wallet.stop)
      const adapter = eip155({ networks: [devnets.networkA, devnets.networkB] })
      const connector = discover(adapter).find((c) => c.id === devWalletInfo.rdns) as Connector
      const connection = await adapter.connect({ connector, network: devnets.networkA })
      return { transfers: await adapter.loadTransfers(), connection, address, privateKey, wallet }
    },
  }
}

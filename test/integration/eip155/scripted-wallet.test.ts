import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ADDRESS_0, ANVIL_PRIVATE_KEY_0, DEVNET_A, DEVNET_B } from '../../devnet/local-networks.js'
import { createScriptedWallet, type ProviderRpcError } from '../../wallets/eip1193-wallet.js'
import { type Devnets, startDevnets } from './devnets.js'

// The scripted wallet itself: what the adapter tests (and the demo's dev wallet) build on.

let devnets: Devnets
beforeAll(async () => {
  devnets = await startDevnets()
})
afterAll(() => devnets.stop())

function wallet(options: { knownChainIds?: number[] } = {}) {
  return createScriptedWallet({
    chains: [
      { chainId: DEVNET_A, rpcUrl: devnets.anvilA.rpcUrl },
      { chainId: DEVNET_B, rpcUrl: devnets.anvilB.rpcUrl },
    ],
    privateKey: ANVIL_PRIVATE_KEY_0,
    ...options,
  })
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e as ProviderRpcError,
  )

describe('createScriptedWallet', () => {
  it('reports no account until authorised, then account #0', async () => {
    const { provider, controls } = wallet()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ANVIL_ADDRESS_0])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ANVIL_ADDRESS_0])
    expect(controls.authorised).toBe(true)
  })

  it('refuses to sign for a site it has not authorised (4100)', async () => {
    const { provider } = wallet()
    const error = await failure(
      provider.request({ method: 'personal_sign', params: ['0x68', ANVIL_ADDRESS_0] }),
    )
    expect(error).toMatchObject({ code: 4100 })
  })

  it('signs personal_sign messages with its key', async () => {
    const { provider } = wallet()
    await provider.request({ method: 'eth_requestAccounts' })
    const signature = (await provider.request({
      method: 'personal_sign',
      params: ['0x6869', ANVIL_ADDRESS_0],
    })) as `0x${string}`
    expect(await verifyMessage({ address: ANVIL_ADDRESS_0, message: 'hi', signature })).toBe(true)
  })

  it('sends a transaction on the chain it is on, signed locally', async () => {
    const { provider } = wallet()
    await provider.request({ method: 'eth_requestAccounts' })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    const to = '0x0000000000000000000000000000000000000fee'
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: ANVIL_ADDRESS_0, to, value: '0x1000' }],
    })) as `0x${string}`
    const chainB = createPublicClient({ transport: http(devnets.anvilB.rpcUrl) })
    const receipt = await chainB.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(receipt.status).toBe('success')
    expect(await chainB.getBalance({ address: to })).toBe(0x1000n)
    // Reads go to the current chain too.
    expect(await provider.request({ method: 'eth_getBalance', params: [to, 'latest'] })).toBe('0x1000')
    expect(
      BigInt(
        (await provider.request({ method: 'eth_getBalance', params: [ANVIL_ADDRESS_0, 'latest'] })) as string,
      ),
    ).toBeLessThan(parseEther('10000'))
  })

  it('answers 4902 for a chain it does not know, and knows it once added', async () => {
    const { provider, controls } = wallet({ knownChainIds: [DEVNET_A] })
    const switchToB = () =>
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(await failure(switchToB())).toMatchObject({ code: 4902 })
    const params = { chainId: '0x7a6a', chainName: 'B', rpcUrls: [devnets.anvilB.rpcUrl] }
    await provider.request({ method: 'wallet_addEthereumChain', params: [params] })
    expect(controls.addedChains).toEqual([params])
    await switchToB()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    controls.forgetChain(DEVNET_B)
    controls.setChain(DEVNET_A)
    expect(await failure(switchToB())).toMatchObject({ code: 4902 })
  })

  it('answers 4901 to reads on a chain it has no RPC for', async () => {
    const { provider, controls } = wallet()
    const seen: unknown[] = []
    provider.on('chainChanged', (id) => seen.push(id))
    controls.setChain(999_999)
    expect(seen).toEqual(['0xf423f'])
    expect(await failure(provider.request({ method: 'eth_blockNumber' }))).toMatchObject({ code: 4901 })
  })

  it('rejects once with 4001 on rejectNext, for the named method only', async () => {
    const { provider, controls } = wallet()
    controls.rejectNext('eth_requestAccounts')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await failure(provider.request({ method: 'eth_requestAccounts' }))).toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ANVIL_ADDRESS_0])
  })

  it('never answers after hangNext', async () => {
    const { provider, controls } = wallet()
    controls.hangNext()
    const outcome = await Promise.race([
      provider.request({ method: 'eth_chainId' }).then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 50)),
    ])
    expect(outcome).toBe('still waiting')
    expect(controls.requests).toEqual([{ method: 'eth_chainId' }])
  })

  it('answers 4200 to wallet methods it does not have, and forgets the site on revoke', async () => {
    const { provider, controls } = wallet()
    expect(await failure(provider.request({ method: 'wallet_getCapabilities' }))).toMatchObject({
      code: 4200,
    })
    await provider.request({ method: 'eth_requestAccounts' })
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(controls.authorised).toBe(false)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })
})

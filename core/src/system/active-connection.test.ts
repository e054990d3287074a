import { afterEach, describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { ActiveAccount } from '../account-data/active-account.js'
import { createFoyer, type Foyer } from '../create-foyer.js'
import {
  EVM_ADDRESS,
  evmMock,
  SOLANA_ADDRESS,
  solanaMock,
} from '../machines/connection/connection.fixtures.js'
import { networkMachine } from '../machines/network/network.machine.js'
import { selectActiveNamespace } from '../machines/network/network.selectors.js'
import { mainnet, solana } from '../networks/definitions/index.js'
import { memoryStorage } from '../storage/memory.js'
import { createStorage } from '../storage/storage.js'
import { selectActiveConnection } from './active-connection.js'
import { watchActiveAccount } from './watch-active-account.js'

const running: Foyer[] = []
afterEach(() => {
  for (const foyer of running.splice(0)) foyer.actor.stop()
})

/** A Foyer with an EVM and a Solana mock wallet; the EVM network is active at first. */
function evmAndSolanaFoyer(): Foyer {
  const foyer = createFoyer({
    isMobile: false,
    storage: memoryStorage(),
    adapters: [evmMock(), solanaMock()],
  })
  running.push(foyer)
  return foyer
}

async function connect(foyer: Foyer, namespace: 'eip155' | 'solana') {
  const actor = foyer.connection(namespace)
  if (!actor) throw new Error(`no ${namespace} connection actor`)
  await waitFor(actor, (s) => s.context.connectors.length > 0)
  foyer.connect('mock', { namespace })
  await waitFor(actor, (s) => s.matches('connected'))
}

describe('selectActiveConnection', () => {
  it("is the active namespace's connection actor, with no connection before a wallet connects", () => {
    const foyer = evmAndSolanaFoyer()
    const active = selectActiveConnection(foyer.actor)
    expect(active?.namespace).toBe('eip155')
    expect(active?.actor).toBe(foyer.connection('eip155'))
    expect(active?.connection).toBeUndefined()
  })

  it('holds the connection once a wallet connected, and follows the active network to another namespace', async () => {
    const foyer = evmAndSolanaFoyer()
    await connect(foyer, 'eip155')
    expect(selectActiveConnection(foyer.actor)?.connection?.accounts[0].address).toBe(EVM_ADDRESS)
    // The wallet connected last takes the active namespace.
    await connect(foyer, 'solana')
    await waitFor(foyer.network, (s) => s.context.activeNetworkId === solana.caipNetworkId)
    const active = selectActiveConnection(foyer.actor)
    expect(active?.namespace).toBe('solana')
    expect(active?.actor).toBe(foyer.connection('solana'))
    expect(active?.connection?.accounts[0].address).toBe(SOLANA_ADDRESS)
    foyer.switchNetwork(mainnet.caipNetworkId)
    await waitFor(foyer.network, (s) => s.context.activeNetworkId === mainnet.caipNetworkId)
    expect(selectActiveConnection(foyer.actor)?.connection?.accounts[0].address).toBe(EVM_ADDRESS)
  })

  it("is what signing and the state's account follow", async () => {
    const foyer = evmAndSolanaFoyer()
    await connect(foyer, 'eip155')
    await connect(foyer, 'solana')
    await waitFor(foyer.network, (s) => s.context.activeNetworkId === solana.caipNetworkId)
    expect(foyer.getState().account.address).toBe(SOLANA_ADDRESS)
    await expect(foyer.signMessage('hi')).resolves.toBe(`mock-signature:${SOLANA_ADDRESS}:hi`)
    foyer.switchNetwork(mainnet.caipNetworkId)
    await waitFor(foyer.network, (s) => s.context.activeNetworkId === mainnet.caipNetworkId)
    expect(foyer.getState().account.address).toBe(EVM_ADDRESS)
    await expect(foyer.signMessage('hi')).resolves.toBe(`mock-signature:${EVM_ADDRESS}:hi`)
  })

  it('is undefined without a network actor, or without an adapter for the active namespace', () => {
    expect(selectActiveConnection({ get: () => undefined })).toBeUndefined()
    // A network actor alone: its active namespace has no connection actor beside it.
    const network = createActor(networkMachine, {
      systemId: 'network',
      input: {
        networks: [mainnet],
        adapters: [],
        storage: createStorage(memoryStorage()),
        allowUnsupportedChain: false,
        enableNetworkSwitch: true,
      },
    }).start()
    expect(selectActiveNamespace(network.getSnapshot())).toBe('eip155')
    expect(selectActiveConnection(network)).toBeUndefined()
    network.stop()
  })
})

describe('watchActiveAccount', () => {
  it('reports the active account of the active connection, and moves with the active namespace', async () => {
    const foyer = evmAndSolanaFoyer()
    await connect(foyer, 'eip155')
    await connect(foyer, 'solana')
    await waitFor(foyer.network, (s) => s.context.activeNetworkId === solana.caipNetworkId)
    const seen: (ActiveAccount | undefined)[] = []
    const stop = watchActiveAccount(foyer.actor, (account) => seen.push(account))
    foyer.switchNetwork(mainnet.caipNetworkId)
    await waitFor(foyer.network, (s) => s.context.activeNetworkId === mainnet.caipNetworkId)
    stop()
    expect(seen.at(0)?.address).toBe(SOLANA_ADDRESS)
    expect(seen.at(-1)?.address).toBe(EVM_ADDRESS)
  })
})

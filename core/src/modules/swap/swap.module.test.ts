import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { createFoyer } from '../../create-foyer.js'
import { evmMock } from '../../machines/connection/connection.fixtures.js'
import { isSettled } from '../../machines/connection/connection.selectors.js'
import { selectLoadedActor } from '../../machines/lazy-actor/lazy-actor.selectors.js'
import { selectSwapView } from '../../machines/swap/swap.selectors.js'
import type { SwapActor } from '../../machines/swap/swap.types.js'
import { memoryStorage } from '../../storage/memory.js'
import { swap } from './swap.module.js'

// The swap module on a running Foyer: its view shows only where the module runs and `swaps` is on,
// with the swap arguments it was opened with; the Account view offers it on a swappable EVM network;
// the form's machine downloads with the view's first intent.
// Swaps are a remote feature: on only with a project id (the API's port 9 refuses at once: offline).
function start({ modules = [swap()], enabled = true, basic = false } = {}) {
  return createFoyer({
    adapters: [evmMock()],
    modules,
    ...(basic ? {} : { projectId: 'p-swap', services: { blockchainApiUrl: 'http://127.0.0.1:9' } }),
    features: { swaps: enabled },
    storage: memoryStorage(),
    isMobile: false,
  })
}

async function connected(foyer: ReturnType<typeof start>) {
  foyer.connect('mock')
  const connection = foyer.getActor('connection.eip155')
  if (connection) await waitFor(connection, isSettled)
}

describe('swap module', () => {
  it('adds the Swap view, opened with swap arguments; without the module or with swaps off, it does not show', () => {
    const foyer = start()
    foyer.open({ name: 'Swap', params: { fromSymbol: 'FUSD', toSymbol: 'FOY', amount: '10' } })
    expect(foyer.getState().router.view).toEqual({
      name: 'Swap',
      params: { fromSymbol: 'FUSD', toSymbol: 'FOY', amount: '10' },
    })
    foyer.stop()
    for (const other of [start({ modules: [] }), start({ enabled: false })]) {
      other.open('Swap')
      expect(other.getState().router.view.name).toBe('Connect')
      other.stop()
    }
  })

  it('offers Swap from the Account view only on a network of its list', async () => {
    const onList = start()
    await connected(onList)
    expect(onList.getAccountRows()).toContainEqual({ kind: 'swap', opens: 'Swap' })
    onList.stop()
    const offList = start({ modules: [swap({ chainIds: [10] })] })
    await connected(offList)
    expect(offList.getAccountRows().map((row) => row.kind)).not.toContain('swap')
    offList.stop()
    const off = start({ enabled: false })
    await connected(off)
    expect(off.getAccountRows().map((row) => row.kind)).not.toContain('swap')
    off.stop()
  })

  it('downloads the form with the first intent; without the Blockchain API it says swaps need it', async () => {
    const foyer = start({ basic: true })
    await connected(foyer)
    foyer.openSwap({ fromSymbol: 'FUSD' })
    const lazy = foyer.getActor('swapper')
    if (!lazy) throw new Error('no swapper actor')
    const loaded = await waitFor(lazy, (snapshot) => selectLoadedActor(snapshot) !== undefined)
    const actor = selectLoadedActor<SwapActor>(loaded)
    if (!actor) throw new Error('the swap machine did not load')
    const settled = await waitFor(actor, (snapshot) => selectSwapView(snapshot).status === 'unavailable')
    expect(selectSwapView(settled).unavailable).toEqual({
      kind: 'tokens',
      reason: 'Swaps need the Blockchain API (a project id)',
    })
    foyer.stop()
  })

  it('in a restricted time zone offers no Swap row, and the Swap view says swaps are not offered there', async () => {
    const foyer = start({ modules: [swap({ timeZone: 'Asia/Shanghai' })] })
    await connected(foyer)
    expect(foyer.getAccountRows().map((row) => row.kind)).not.toContain('swap')
    foyer.open('Swap')
    foyer.openSwap()
    expect(foyer.getState().router.view.name).toBe('Swap')
    const lazy = foyer.getActor('swapper')
    if (!lazy) throw new Error('no swapper actor')
    const loaded = await waitFor(lazy, (snapshot) => selectLoadedActor(snapshot) !== undefined)
    const actor = selectLoadedActor<SwapActor>(loaded)
    if (!actor) throw new Error('the swap machine did not load')
    const settled = await waitFor(actor, (snapshot) => selectSwapView(snapshot).status === 'unavailable')
    expect(selectSwapView(settled).unavailable).toEqual({ kind: 'notOfferedHere' })
    foyer.stop()
    // Hong Kong is not mainland China: offered.
    const open = start({ modules: [swap({ timeZone: 'Asia/Hong_Kong' })] })
    await connected(open)
    expect(open.getAccountRows()).toContainEqual({ kind: 'swap', opens: 'Swap' })
    open.stop()
  })
})

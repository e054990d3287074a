import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import type { WalletDirectory } from '../../api/wallet-directory.types.js'
import { HttpStatusError } from '../../errors/http.js'
import { settle } from '../connection/connection.fixtures.js'
import {
  type Catalogue,
  gatedDirectory,
  instantDirectory,
  largeCatalogue,
  wallet,
} from './wallet-list.fixtures.js'
import { walletListMachine } from './wallet-list.machine.js'
import { WALLETS_LOAD_FAILED_MESSAGE } from './wallet-list.rules.js'
import { selectAllWalletsView } from './wallet-list.selectors.js'

/** One test per AllWallets rule (SPEC §2 AllWallets, §7 wallet directory), on a real wallet list actor. */

function start(directory: WalletDirectory) {
  const clock = new SimulatedClock()
  const actor = createActor(walletListMachine, { input: { directory }, clock }).start()
  const view = () => selectAllWalletsView(actor.getSnapshot())
  const loaded = () =>
    waitFor(actor, (s) => !s.matches({ list: 'loading' }) && !s.matches({ list: { ready: 'loadingMore' } }))
  return { actor, clock, view, loaded }
}

describe('walletList: loading (SPEC §7)', () => {
  it('opening loads the first page once; opening again keeps what is loaded', async () => {
    const { directory, requests } = instantDirectory(largeCatalogue(100))
    const { actor, view, loaded } = start(directory)
    expect(requests, 'nothing before AllWallets shows').toEqual([])
    actor.send({ type: 'WALLETS.OPEN' })
    expect(view()).toEqual({ status: 'loading', query: '', certifiedOnly: false })
    await loaded()
    expect(view()).toMatchObject({ status: 'ready', count: 100, hasMore: true, loadingMore: false })
    actor.send({ type: 'WALLETS.OPEN' })
    await settle()
    expect(requests).toEqual([
      { page: 1, search: undefined, certifiedOnly: false, signal: expect.any(AbortSignal) },
    ])
  })

  it('tiles carry the name, the image and the certified badge', async () => {
    const { directory } = instantDirectory(() => ({
      data: [wallet('Argent', true), { id: 'r', name: 'Rainbow', image_url: 'https://x/r.png' }],
      count: 2,
    }))
    const { actor, view, loaded } = start(directory)
    actor.send({ type: 'WALLETS.OPEN' })
    await loaded()
    expect(view()).toMatchObject({
      status: 'ready',
      hasMore: false,
      wallets: [
        { id: 'id-argent', name: 'Argent', imageId: 'img-argent', imageUrl: undefined, certified: true },
        { id: 'r', name: 'Rainbow', imageId: undefined, imageUrl: 'https://x/r.png', certified: false },
      ],
    })
  })

  it('loading more appends the next page, each wallet once', async () => {
    const pages = [
      [wallet('A'), wallet('B')],
      [wallet('B'), wallet('C')],
    ]
    const { directory, requests } = instantDirectory(({ page }) => ({
      data: pages[page - 1] ?? [],
      count: 4,
    }))
    const { actor, view, loaded } = start(directory)
    actor.send({ type: 'WALLETS.OPEN' })
    await loaded()
    actor.send({ type: 'WALLETS.LOAD_MORE' })
    expect(view()).toMatchObject({ status: 'ready', loadingMore: true })
    actor.send({ type: 'WALLETS.LOAD_MORE' }) // one is loading: ignored
    await loaded()
    expect(requests.map((r) => r.page)).toEqual([1, 2])
    const ready = view()
    expect(ready.status === 'ready' && ready.wallets.map((w) => w.name)).toEqual(['A', 'B', 'C'])
    expect(ready).toMatchObject({ hasMore: true }) // 3 of 4
    actor.send({ type: 'WALLETS.LOAD_MORE' })
    await loaded()
    expect(view(), 'an empty page ends the list even when the count says more').toMatchObject({
      hasMore: false,
    })
    actor.send({ type: 'WALLETS.LOAD_MORE' })
    await settle()
    expect(requests.map((r) => r.page)).toEqual([1, 2, 3])
  })

  it('a 5,000-wallet directory is paged to the end, then no more is asked', async () => {
    const { directory, requests } = instantDirectory(largeCatalogue(5_000))
    const { actor, view, loaded } = start(directory)
    actor.send({ type: 'WALLETS.OPEN' })
    await loaded()
    for (let i = 0; i < 200; i++) {
      const current = view()
      if (current.status !== 'ready' || !current.hasMore) break
      actor.send({ type: 'WALLETS.LOAD_MORE' })
      await loaded()
    }
    const end = view()
    expect(end.status === 'ready' && end.wallets.length).toBe(5_000)
    expect(end).toMatchObject({ hasMore: false, count: 5_000 })
    expect(requests).toHaveLength(125)
    actor.send({ type: 'WALLETS.LOAD_MORE' })
    await settle()
    expect(requests, 'the end of the directory: no request').toHaveLength(125)
  })

  it('a failing later page keeps the wallets loaded with a message; retry asks for that page again', async () => {
    const { directory, requests } = gatedDirectory(largeCatalogue(100))
    const { actor, view } = start(directory)
    actor.send({ type: 'WALLETS.OPEN' })
    requests[0]?.answer()
    await settle()
    actor.send({ type: 'WALLETS.LOAD_MORE' })
    requests[1]?.fail(new HttpStatusError(502))
    await settle()
    expect(view()).toMatchObject({ status: 'ready', moreError: 'HTTP status code: 502', loadingMore: false })
    const ready = view()
    expect(ready.status === 'ready' && ready.wallets).toHaveLength(40)
    actor.send({ type: 'WALLETS.LOAD_MORE' })
    expect(requests, 'the sentinel does not hammer a failing page').toHaveLength(2)
    actor.send({ type: 'WALLETS.RETRY' })
    expect(requests[2]).toMatchObject({ page: 2 })
    requests[2]?.answer()
    await settle()
    expect(view()).toMatchObject({ status: 'ready', moreError: undefined })
  })

  it('a failing first page shows a Foyer error text, anything else the generic text; retry and reopening ask again', async () => {
    const { directory, requests } = gatedDirectory(largeCatalogue(10))
    const { actor, view } = start(directory)
    actor.send({ type: 'WALLETS.OPEN' })
    requests[0]?.fail(new HttpStatusError(500))
    await settle()
    expect(view()).toEqual({
      status: 'error',
      query: '',
      certifiedOnly: false,
      message: 'HTTP status code: 500',
    })
    actor.send({ type: 'WALLETS.RETRY' })
    requests[1]?.fail(new TypeError('fetch failed'))
    await settle()
    expect(view()).toMatchObject({ status: 'error', message: WALLETS_LOAD_FAILED_MESSAGE })
    expect(WALLETS_LOAD_FAILED_MESSAGE).toBe('Failed to load wallets')
    actor.send({ type: 'WALLETS.OPEN' })
    requests[2]?.answer()
    await settle()
    expect(view()).toMatchObject({ status: 'ready', count: 10 })
  })
})

describe('walletList: search and filter (SPEC §7)', () => {
  const catalogue: Catalogue = largeCatalogue(300)

  it('typing fast sends one request, 300 ms after the last keystroke, with the search trimmed', async () => {
    const { directory, requests } = instantDirectory(catalogue)
    const { actor, clock, view, loaded } = start(directory)
    actor.send({ type: 'WALLETS.OPEN' })
    await loaded()
    for (const query of ['W', 'Wa', 'Wal', 'Wallet 7 ']) {
      actor.send({ type: 'WALLETS.SEARCH', query })
      clock.increment(200)
    }
    clock.increment(99)
    expect(requests, '299 ms after the last keystroke: nothing yet').toHaveLength(1)
    expect(view(), 'the list stays while typing').toMatchObject({ status: 'ready', query: '' })
    clock.increment(1)
    expect(requests).toHaveLength(2)
    expect(requests[1]).toMatchObject({ page: 1, search: 'Wallet 7' })
    expect(view()).toEqual({ status: 'loading', query: 'Wallet 7', certifiedOnly: false })
    await loaded()
    expect(view()).toMatchObject({ status: 'ready', query: 'Wallet 7', count: 11 }) // 7, 70–79
    actor.send({ type: 'WALLETS.SEARCH', query: '  Wallet 7' })
    clock.increment(1_000)
    expect(requests, 'the same search as loaded: nothing').toHaveLength(2)
  })

  it('typing back to the search shown drops the pending one', () => {
    const { directory, requests } = instantDirectory(catalogue)
    const { actor, clock } = start(directory)
    actor.send({ type: 'WALLETS.OPEN' })
    actor.send({ type: 'WALLETS.SEARCH', query: 'Wallet 1' })
    clock.increment(100)
    actor.send({ type: 'WALLETS.SEARCH', query: '' })
    clock.increment(1_000)
    expect(requests).toHaveLength(1)
  })

  it('a slow earlier search that answers late does not overwrite the later one, and is aborted', async () => {
    const { directory, requests } = gatedDirectory(catalogue)
    const { actor, clock, view } = start(directory)
    actor.send({ type: 'WALLETS.SEARCH', query: 'Wallet 1' })
    clock.increment(300)
    actor.send({ type: 'WALLETS.SEARCH', query: 'Wallet 2' })
    clock.increment(300)
    expect(requests.map((r) => r.search)).toEqual(['Wallet 1', 'Wallet 2'])
    expect(requests[0]?.signal?.aborted, 'the earlier request is aborted').toBe(true)
    requests[1]?.answer()
    await settle()
    requests[0]?.answer() // a server that ignores the abort
    await settle()
    const ready = view()
    expect(ready).toMatchObject({ status: 'ready', query: 'Wallet 2' })
    expect(ready.status === 'ready' && ready.wallets.every((w) => w.name.includes('Wallet 2'))).toBe(true)
  })

  it('a new search while a later page loads drops that page', async () => {
    const { directory, requests } = gatedDirectory(catalogue)
    const { actor, clock, view } = start(directory)
    actor.send({ type: 'WALLETS.OPEN' })
    requests[0]?.answer()
    await settle()
    actor.send({ type: 'WALLETS.LOAD_MORE' })
    actor.send({ type: 'WALLETS.SEARCH', query: 'Wallet 3' })
    clock.increment(300)
    expect(requests[1]?.signal?.aborted).toBe(true)
    requests[1]?.answer()
    requests[2]?.answer()
    await settle()
    const ready = view()
    expect(ready).toMatchObject({ status: 'ready', query: 'Wallet 3', count: 12 }) // 3, 30–39, 300
    expect(
      ready.status === 'ready' && ready.wallets.map((w) => w.name).every((n) => n.startsWith('Wallet 3')),
    ).toBe(true)
  })

  it('certified only reloads the first page at once, with the search being typed', async () => {
    const { directory, requests } = instantDirectory(catalogue)
    const { actor, clock, view, loaded } = start(directory)
    actor.send({ type: 'WALLETS.OPEN' })
    await loaded()
    actor.send({ type: 'WALLETS.SEARCH', query: 'Wallet 1' })
    clock.increment(100)
    actor.send({ type: 'WALLETS.SET_CERTIFIED_ONLY', value: true })
    expect(requests[1]).toMatchObject({ page: 1, search: 'Wallet 1', certifiedOnly: true })
    clock.increment(1_000)
    expect(requests, 'the typed search went with the filter').toHaveLength(2)
    await loaded()
    const ready = view()
    expect(ready).toMatchObject({ status: 'ready', certifiedOnly: true, query: 'Wallet 1' })
    expect(ready.status === 'ready' && ready.wallets.every((w) => w.certified)).toBe(true)
    actor.send({ type: 'WALLETS.SET_CERTIFIED_ONLY', value: true })
    expect(requests, 'the same filter: nothing').toHaveLength(2)
  })

  it('a search without any wallet shows empty', async () => {
    const { directory } = instantDirectory(catalogue)
    const { actor, clock, view, loaded } = start(directory)
    actor.send({ type: 'WALLETS.SEARCH', query: 'nothing like this' })
    clock.increment(300)
    await loaded()
    expect(view()).toEqual({ status: 'empty', query: 'nothing like this', certifiedOnly: false })
  })
})

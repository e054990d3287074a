import { assign, setup } from 'xstate'
import { isSameAccount } from '../../account-data/active-account.js'
import { PORTFOLIO_CACHE_MS } from '../../config/constants.js'
import { eventOf } from '../shared/event-of.js'
import { findNftsActor, watchActiveAccountActor } from './nft-gallery.actors.js'
import type { NftGalleryContext, NftGalleryEvent, NftGalleryInput } from './nft-gallery.types.js'

/**
 * The active account's NFTs (systemId `nftGallery`), for the Account view's NFTs tab (account data
 * module, downloaded with the first NFTs tab). It follows the active account and asks the source for
 * its NFTs when the account changes, when the gallery is shown and what it holds is over 30 s old
 * (the portfolio's cache, SPEC §9), and on request. A failed search keeps what was found before (for
 * this account) and lets the visitor try again: no snack, as the tab itself says so.
 *
 * @example
 * const gallery = createActor(nftGalleryMachine, { input: { source: chainSource({ collections }) } }).start()
 * gallery.send({ type: 'NFTS.SHOW' })
 */
export const nftGalleryMachine = setup({
  types: {
    context: {} as NftGalleryContext,
    events: {} as NftGalleryEvent,
    input: {} as NftGalleryInput,
  },
  actors: { findNfts: findNftsActor, watchActiveAccount: watchActiveAccountActor },
  delays: { portfolioCache: PORTFOLIO_CACHE_MS },
  guards: {
    isSameAccount: ({ context, event }) =>
      isSameAccount(context.account, eventOf(event, 'NFTS.ACCOUNT_CHANGED').account),
    hasNoAccount: ({ event }) => eventOf(event, 'NFTS.ACCOUNT_CHANGED').account === undefined,
  },
  actions: {
    setAccount: assign({
      account: ({ event }) => eventOf(event, 'NFTS.ACCOUNT_CHANGED').account,
      nfts: undefined,
    }),
    setNfts: assign((_, params: { nfts: NftGalleryContext['nfts'] }) => ({ nfts: params.nfts })),
  },
}).createMachine({
  id: 'nftGallery',
  context: ({ input }) => ({ ...input, account: undefined, nfts: undefined }),
  invoke: { src: 'watchActiveAccount', id: 'watchActiveAccount' },
  on: {
    'NFTS.ACCOUNT_CHANGED': [
      { guard: 'isSameAccount' },
      { guard: 'hasNoAccount', target: '.idle', actions: 'setAccount' },
      { target: '.finding', actions: 'setAccount' },
    ],
  },
  initial: 'idle',
  states: {
    /** No account to show NFTs for. */
    idle: {},
    /** The source is asked; the NFTs found before (this account's) stay on screen meanwhile. */
    finding: {
      on: {
        // A request during a search (a send just landed) starts it again, so it is not lost.
        'NFTS.REFRESH': { target: 'finding', reenter: true },
      },
      invoke: {
        src: 'findNfts',
        id: 'findNfts',
        input: ({ context }) => {
          // `finding` is entered only with an account (the guards above).
          if (!context.account) throw new Error('nftGallery: finding without an account')
          return { source: context.source, account: context.account }
        },
        onDone: {
          target: 'found',
          actions: { type: 'setNfts', params: ({ event }) => ({ nfts: event.output }) },
        },
        onError: { target: 'failed' },
      },
    },
    /** The NFTs are found; they count as current for 30 s. */
    found: {
      initial: 'fresh',
      on: { 'NFTS.REFRESH': 'finding' },
      states: {
        fresh: { after: { portfolioCache: 'stale' } },
        stale: { on: { 'NFTS.SHOW': '#nftGallery.finding' } },
      },
    },
    /** The last search failed: the next show or request tries again. */
    failed: {
      on: { 'NFTS.SHOW': 'finding', 'NFTS.REFRESH': 'finding' },
    },
  },
})

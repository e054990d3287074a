import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { DirectoryWallet } from '../../api/wallet-directory.types.js'
import { selectGetWalletView } from './recommended-wallets.get-wallet.selectors.js'
import { recommendedWalletsMachine } from './recommended-wallets.machine.js'
import { installLinksOf, walletsToGet } from './recommended-wallets.rules.js'
import type { RecommendedWalletsSource } from './recommended-wallets.types.js'

const rainbow: DirectoryWallet = {
  id: 'rainbow',
  name: 'Rainbow',
  homepage: 'https://rainbow.me',
  play_store: 'https://play.google.com/store/apps/details?id=me.rainbow',
  chrome_store: 'https://chromewebstore.google.com/detail/rainbow/opfgelmcmbiajamepnmloijbpoleiama',
  app_store: 'https://apps.apple.com/app/rainbow-ethereum-wallet/id1457119021',
}
const trust: DirectoryWallet = {
  id: 'trust',
  name: 'Trust',
  app_store: 'https://apps.apple.com/app/id1288339409',
}
const linkless: DirectoryWallet = { id: 'linkless', name: 'Linkless', mobile_link: 'linkless://' }

describe('installLinksOf', () => {
  it('lists the stores first (extension, iOS, Android), then the website', () => {
    expect(installLinksOf(rainbow).map((link) => link.kind)).toEqual(['chrome', 'ios', 'android', 'website'])
    expect(installLinksOf(rainbow)[0]?.url).toBe(rainbow.chrome_store)
  })

  it('has nothing for a wallet the directory gives only deep links for', () => {
    expect(installLinksOf(linkless)).toEqual([])
  })
})

describe('walletsToGet', () => {
  it('offers the featured wallets, then the recommended ones, each only with somewhere to get it', () => {
    const offered = walletsToGet({ featured: [trust], recommended: [linkless, rainbow] })
    expect(offered.map((entry) => entry.wallet.id)).toEqual(['trust', 'rainbow'])
    expect(offered[0]?.links).toEqual([{ kind: 'ios', url: trust.app_store }])
  })
})

describe('selectGetWalletView', () => {
  const directory = (recommended: () => Promise<readonly DirectoryWallet[]>): RecommendedWalletsSource => ({
    recommendedWallets: recommended,
    featuredIds: ['trust'],
    walletImage: async (id) => `blob:wallet/${id}`,
    assetImage: async (id) => `blob:asset/${id}`,
    currencyImage: async (id) => `blob:currency/${id}`,
    tokenImage: async (id) => `blob:token/${id}`,
  })

  it('is empty without the directory module, loading while the directory answers, then the wallets', async () => {
    expect(selectGetWalletView(undefined)).toEqual({ wallets: [], isLoading: false })
    let answer: (wallets: readonly DirectoryWallet[]) => void = () => {}
    const actor = createActor(recommendedWalletsMachine, {
      input: { directory: directory(() => new Promise((resolve) => (answer = resolve))) },
    }).start()
    actor.send({ type: 'RECOMMENDED.LOAD' })
    expect(selectGetWalletView(actor.getSnapshot())).toEqual({ wallets: [], isLoading: true })
    answer([rainbow, trust, linkless])
    await new Promise((resolve) => setTimeout(resolve, 0))
    const view = selectGetWalletView(actor.getSnapshot())
    expect(view.isLoading).toBe(false)
    expect(view.wallets.map((entry) => entry.wallet.id)).toEqual(['trust', 'rainbow'])
    // The same groups give the same list, so a view subscribed to it does not re-render for nothing.
    expect(selectGetWalletView(actor.getSnapshot()).wallets).toBe(view.wallets)
  })
})

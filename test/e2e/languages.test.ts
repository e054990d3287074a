import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { formatBalance, groupThousands } from '../../core/src/utils/format-balance.js'
import { ANVIL_ADDRESS_0, ANVIL_PRIVATE_KEY_0, DEVNET_A, DEVNET_B } from '../devnet/local-networks.js'
import { createScriptedWallet } from '../wallets/eip1193-wallet.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { injectWallets } from './support/injected-wallet.js'
import { SCRIPTED, SHORT_0 } from './support/scripted-evm-wallet.js'

/**
 * The modal in Arabic and in Japanese, in Chromium (the demo's `?locale=`): Connect, All wallets and
 * Account in the visitor's language, the Arabic modal right to left with its addresses left to right,
 * and axe finding nothing in Arabic; the Account view's balance, tokens and Activity written as
 * Japanese and Arabic write figures and dates. Screenshots of each view go to test-results/languages (not
 * committed) for a person to look at.
 */

const run = useDemoInChromium({ context: { viewport: { width: 1280, height: 800 } } })
const shots = join('test-results', 'languages')

const words = {
  ar: {
    connect: 'ربط المحفظة',
    allWallets: 'جميع المحافظ',
    account: 'الحساب',
    disconnect: 'قطع الاتصال',
    back: 'رجوع',
    tokens: 'الرموز المميزة',
    activity: 'النشاط',
  },
  ja: {
    connect: 'ウォレットを接続',
    allWallets: 'すべてのウォレット',
    account: 'アカウント',
    disconnect: '接続を解除',
    back: '戻る',
    tokens: 'トークン',
    activity: 'アクティビティ',
  },
} as const

/** The demo with the scripted wallet injected, in `locale`. */
async function loadIn(locale: keyof typeof words): Promise<void> {
  const wallet = createScriptedWallet({
    chains: run.stack.devnets.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    privateKey: ANVIL_PRIVATE_KEY_0,
    knownChainIds: [DEVNET_A, DEVNET_B],
    switchOnAdd: true,
  })
  await injectWallets(run.page, [{ info: SCRIPTED, provider: wallet.provider }])
  await run.page.goto(`${run.stack.url}?devWallet=off&locale=${locale}`)
}

const shoot = async (name: string) => {
  await mkdir(shots, { recursive: true })
  await run.page.screenshot({ path: join(shots, `${name}.png`) })
}

describe('the modal in other languages, in Chromium', () => {
  it.each(['ar', 'ja'] as const)('%s: Connect, All wallets and Account in the language', async (locale) => {
    const say = words[locale]
    const rtl = locale === 'ar'
    await loadIn(locale)
    // The page's button speaks the language once its texts are in.
    await run.page.getByRole('button', { name: say.connect }).first().click()
    const dialog = run.page.getByRole('dialog', { name: say.connect })
    await dialog.waitFor()
    const root = run.page.locator('.foyer-root').filter({ has: dialog })
    expect(await root.getAttribute('lang')).toBe(locale)
    expect(await root.getAttribute('dir')).toBe(rtl ? 'rtl' : 'ltr')
    // Right to left, the wallet rows' icons sit at the right, their names beside them to the left.
    const row = dialog.getByRole('button', { name: new RegExp(`^${SCRIPTED.name}`) })
    const [icon, name] = await Promise.all([
      row.locator('.foyer-wallet-icon, img, svg').first().boundingBox(),
      row.locator('.foyer-wallet-name').boundingBox(),
    ])
    expect(icon && name && (rtl ? icon.x > name.x : icon.x < name.x)).toBe(true)
    await shoot(`${locale}-connect`)
    if (rtl) await expectAccessible(run.page, 'Connect in Arabic')

    await dialog.getByRole('button', { name: say.allWallets }).click()
    const all = run.page.getByRole('dialog', { name: say.allWallets })
    await all.locator('.foyer-wallet-tile').first().waitFor()
    await shoot(`${locale}-all-wallets`)
    if (rtl) await expectAccessible(run.page, 'All wallets in Arabic')
    await all.getByRole('button', { name: say.back }).click()

    await run.page
      .getByRole('dialog', { name: say.connect })
      .getByRole('button', { name: new RegExp(`^${SCRIPTED.name}`) })
      .click()
    await run.page.getByRole('dialog').waitFor({ state: 'hidden' })
    await run.demo.accountButton(SHORT_0).click()
    const account = run.page.getByRole('dialog', { name: say.account })
    await account.getByRole('button', { name: say.disconnect }).waitFor()
    // The address reads left to right whatever the language.
    const heading = account.getByRole('heading', { name: SHORT_0 })
    expect(await heading.getAttribute('dir')).toBe('ltr')
    await shoot(`${locale}-account`)
    if (rtl) await expectAccessible(run.page, 'Account in Arabic')
  })

  it.each(['ja', 'ar'] as const)(
    '%s: the Account view writes the balance, tokens and Activity in the locale',
    async (locale) => {
      const say = words[locale]
      await loadIn(locale)
      await run.page.getByRole('button', { name: say.connect }).first().click()
      await run.page
        .getByRole('dialog', { name: say.connect })
        .getByRole('button', { name: new RegExp(`^${SCRIPTED.name}`) })
        .click()
      await run.page.getByRole('dialog').waitFor({ state: 'hidden' })
      const button = run.demo.accountButton(SHORT_0)
      await button.click()
      const account = run.page.getByRole('dialog', { name: say.account })

      // The ETH anvil holds (10,000 on a fresh devnet), cut to 3 decimals. Both tags write it as English
      // does, thousands grouped by commas and Latin digits ('ar' is not 'ar-EG'): written out here by
      // core's en-US grouping, not by Intl.
      const [devnet] = run.stack.devnets
      const chain = createPublicClient({ transport: http(devnet.rpcUrl) })
      const held = groupThousands(formatBalance(await chain.getBalance({ address: ANVIL_ADDRESS_0 }), 18))
      expect(held).toMatch(/^\d{1,3},\d{3}\.\d{3}$/)
      await expect.poll(() => account.locator('.foyer-account-balance').textContent()).toBe(`${held} ETH`)

      // The devnet's tokens: their quantities, and the dollars in the locale's own order (Arabic puts the
      // sign after the figure, behind a right-to-left mark).
      const dollars = locale === 'ja' ? '$1,250.50' : '\u200F1,250.50\u00A0US$'
      const tokens = account.getByRole('tabpanel', { name: say.tokens })
      const fusd = tokens.getByRole('listitem').filter({ hasText: 'FUSD' })
      await expect.poll(() => fusd.locator('.foyer-token-quantity').textContent()).toBe('1,250.500 FUSD')
      expect(await fusd.locator('.foyer-token-value').textContent()).toBe(dollars)

      // Activity: this month's heading as the locale writes a month (in UTC, as the list groups), and
      // the mint of FUSD signed, its amount in the locale.
      await account.getByRole('tab', { name: say.activity }).click()
      const activity = account.getByRole('tabpanel', { name: say.activity })
      await expect
        .poll(() => activity.locator('.foyer-token-value').allTextContents())
        .toContain('+1,250.500 FUSD')
      const now = new Date()
      const month =
        locale === 'ja'
          ? `${now.getUTCFullYear()}年${now.getUTCMonth() + 1}月`
          : `${arabicMonths[now.getUTCMonth()]} ${now.getUTCFullYear()}`
      expect(await activity.locator('.foyer-activity-month-title').first().textContent()).toBe(month)
      await shoot(`${locale}-account-activity`)

      // The page's button shows the same figure as the view.
      await run.page.keyboard.press('Escape')
      await expect.poll(() => button.textContent()).toContain(`${held} ETH`)
    },
  )
})

/** The months as Arabic writes them (CLDR's Gregorian month names for `ar`), January first. */
const arabicMonths = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
]

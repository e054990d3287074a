import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  type Hash,
  http,
  parseUnits,
  type TransactionReceipt,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBlockchainApi } from '../../core/src/api/blockchain/blockchain-api.js'
import type { OnrampQuote, OnrampUrlRequest } from '../../core/src/api/blockchain/onramp.types.js'
import { createOnrampApi, type OnrampApi } from '../../core/src/api/blockchain/onramp-api.js'
import { createHttpClient } from '../../core/src/api/http.js'
import { type Anvil, startAnvil } from '../devnet/anvil.js'
import { type ApiService, start } from '../devnet/api-service.js'
import { deployDevnetTokens, devnetViemChain, FUSD_ADDRESS } from '../devnet/evm-tokens.js'
import { ANVIL_ADDRESS_0, DEVNET_A } from '../devnet/local-networks.js'
import { type OnrampCardProvider, startOnrampProvider } from '../devnet/onramp-provider.js'
import { onrampNetworkName } from '../devnet/onramp-routes.js'

// Buying crypto end to end on a real local chain: Foyer's client quotes and asks the local API for a
// checkout link, the provider (another origin) shows it with the form of the method chosen (card or
// bank account) and, on "Pay", sends exactly the quoted amount to the visitor's address; a link someone changed, an old one, or one already paid moves
// nothing; the onramp history then lists the purchase.

const caip = `eip155:${DEVNET_A}` as const
const network = onrampNetworkName(DEVNET_A)
const sdk = { projectId: 'p-checkout', sdkType: 'foyer', sdkVersion: 'react-0.1.0' }

let anvil: Anvil
let service: ApiService
let provider: OnrampCardProvider
let onramp: OnrampApi

beforeAll(async () => {
  ;[anvil, service] = await Promise.all([startAnvil({ chainId: DEVNET_A }), start()])
  const tokens = await deployDevnetTokens({
    rpcUrl: anvil.rpcUrl,
    chainId: DEVNET_A,
    nftBaseUri: `${service.url}/devnet/nft/`,
    holders: [ANVIL_ADDRESS_0],
  })
  const chains = { [caip]: { rpcUrl: anvil.rpcUrl, tokens } }
  service.setChains(chains)
  provider = await startOnrampProvider({ desk: service.onramp, chains })
  onramp = createOnrampApi({ http: createHttpClient({ baseUrl: service.url }), sdk })
})
afterAll(async () => {
  await Promise.all([provider?.close(), service?.close(), anvil?.stop()])
})

const reader = () =>
  createPublicClient({ chain: devnetViemChain(DEVNET_A, anvil.rpcUrl), transport: http(anvil.rpcUrl) })

/** An address no wallet and no other test uses: its balances move only by what it buys here. */
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

async function balanceOf(symbol: 'FUSD' | 'ETH', address: Address): Promise<bigint> {
  if (symbol === 'ETH') return reader().getBalance({ address })
  return reader().readContract({
    address: FUSD_ADDRESS,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
}

/**
 * A quote and the checkout link for buying `symbol` with `amount` US dollars, paid by `method` (the
 * card when left out, as the providers default), both through Foyer's client.
 */
async function checkout(
  address: Address,
  symbol: 'FUSD' | 'ETH',
  amount: string,
  via = 'coinbase',
  method?: 'card' | 'ach_bank_account',
) {
  const quote: OnrampQuote = await onramp.quote({
    purchaseCurrency: symbol,
    paymentCurrency: 'USD',
    amount,
    network,
    paymentMethod: method,
    provider: via,
  })
  const request: OnrampUrlRequest = {
    destinationWallets: [{ address, blockchains: [network], assets: [symbol] }],
    partnerUserId: address,
    defaultNetwork: caip,
    presetFiatAmount: amount,
    fiatCurrency: 'USD',
    paymentMethod: method,
    provider: via,
  }
  return { quote, link: await onramp.onrampUrl(request) }
}

/** The page's payment form: where it posts (its `action`, unescaped) and what it holds. */
function paymentForm(html: string, base: string): string {
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1]
  expect(action).toBeDefined()
  return new URL((action ?? '').replace(/&#38;/g, '&'), base).toString()
}

const card = {
  cardName: 'Foyer Tester',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/30',
  cardCvc: '123',
}

const bank = { accountHolder: 'Foyer Tester', routingNumber: '011000015', accountNumber: '000123456789' }

async function pay(link: string, fields: Record<string, string> = card) {
  const page = await fetch(link)
  expect(page.status).toBe(200)
  const action = paymentForm(await page.text(), link)
  const response = await fetch(action, { method: 'POST', body: new URLSearchParams(fields) })
  return { status: response.status, html: await response.text(), action }
}

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
/** The part of jsdom this file uses (jsdom ships no types, and its types are not installed). */
type Dom = { window: { eval(code: string): void; close(): void; document: unknown } }
const { JSDOM } = require('jsdom') as {
  JSDOM: new (html: string, options: { runScripts: 'outside-only' }) => Dom
}

/**
 * What axe-core (WCAG 2.0–2.2 A and AA, best practices) finds broken on a page of the provider,
 * loaded in jsdom. Colour contrast needs a browser's rendering: it is left out here.
 */
async function axeViolations(html: string): Promise<string[]> {
  const dom = new JSDOM(html, { runScripts: 'outside-only' })
  try {
    dom.window.eval(axeSource)
    const result = await Reflect.get(dom.window, 'axe').run(dom.window.document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      rules: { 'color-contrast': { enabled: false } },
    })
    return result.violations.map(
      (violation: { id: string; help: string }) => `${violation.id}: ${violation.help}`,
    )
  } finally {
    dom.window.close()
  }
}

const alertOf = (html: string) => /<p role="alert">([^<]*)<\/p>/.exec(html)?.[1]?.replace(/&#39;/g, "'")
const hashOf = (html: string) =>
  /data-testid="transaction-hash">(0x[0-9a-f]{64})</.exec(html)?.[1] as Hash | undefined

describe('the checkout link', () => {
  it("opens the provider's own page (another origin than the API's), labelled, with a Pay button", async () => {
    const address = freshAddress()
    const { quote, link } = await checkout(address, 'FUSD', '100')
    expect(new URL(link).origin).toBe(provider.url)
    expect(new URL(link).origin).not.toBe(new URL(service.url).origin)
    expect(new URL(link).searchParams.get('cryptoAmount')).toBe(quote.purchaseAmount.amount)
    const response = await fetch(link)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toContain('<html lang="en">')
    for (const [id, label] of [
      ['card-name', 'Name on card'],
      ['card-number', 'Card number'],
      ['card-expiry', 'Expiry (MM/YY)'],
      ['card-cvc', 'Security code'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`)
      expect(html).toContain(`id="${id}"`)
    }
    expect(html).toContain('<button type="submit">Pay 100.00 USD</button>')
    expect(html).toContain(`<dd>${quote.purchaseAmount.amount} FUSD</dd>`)
    expect(html).toContain(`<dd>${address}</dd>`)
    expect(html).toContain('<dt>Paid by</dt><dd>Card</dd>')
  })

  it('paid by bank account: the bank account’s fields instead of the card’s', async () => {
    const { link } = await checkout(freshAddress(), 'FUSD', '100', 'meld', 'ach_bank_account')
    expect(new URL(link).searchParams.get('paymentMethod')).toBe('ach_bank_account')
    const html = await (await fetch(link)).text()
    for (const [id, label] of [
      ['bank-holder', 'Account holder'],
      ['bank-routing', 'Routing number'],
      ['bank-account', 'Account number'],
    ])
      expect(html).toContain(`<label for="${id}">${label}</label>`)
    expect(html).not.toContain('card-number')
    expect(html).toContain('<dt>Paid by</dt><dd>Bank account</dd>')
  })
})

describe('paying', () => {
  it.each([
    ['FUSD', '100', 'coinbase'],
    ['ETH', '250.75', 'meld'],
  ] as const)(
    '%s for %s USD (%s) moves exactly the quoted amount to the address, once',
    async (symbol, amount, via) => {
      const address = freshAddress()
      const { quote, link } = await checkout(address, symbol, amount, via)
      const before = await balanceOf(symbol, address)

      const paid = await pay(link)
      expect(paid.status).toBe(200)
      expect(paid.html).toContain(
        `${quote.purchaseAmount.amount} ${symbol} was sent to ${address} on Foyer Devnet A.`,
      )
      const bought = parseUnits(quote.purchaseAmount.amount, 18)
      expect(bought > 0n).toBe(true)
      expect(await balanceOf(symbol, address)).toBe(before + bought)

      // The transaction the page names is on the chain, sent by the provider's account.
      const receipt: TransactionReceipt = await reader().getTransactionReceipt({
        hash: hashOf(paid.html) ?? '0x',
      })
      expect([receipt.status, receipt.from]).toEqual(['success', provider.address.toLowerCase()])

      // The same link again: refused, nothing moves.
      const reopened = await fetch(link)
      expect([reopened.status, alertOf(await reopened.text())]).toEqual([
        409,
        'This purchase has already been paid.',
      ])
      const repaid = await fetch(paid.action, { method: 'POST', body: new URLSearchParams(card) })
      expect(repaid.status).toBe(409)
      expect(await balanceOf(symbol, address)).toBe(before + bought)
    },
  )

  it('pays once when Pay is pressed twice at the same time', async () => {
    const address = freshAddress()
    const { quote, link } = await checkout(address, 'FUSD', '64')
    const action = paymentForm(await (await fetch(link)).text(), link)
    const press = () =>
      fetch(action, { method: 'POST', body: new URLSearchParams(card) }).then((answer) => answer.status)
    expect((await Promise.all([press(), press()])).sort()).toEqual([200, 409])
    expect(await balanceOf('FUSD', address)).toBe(parseUnits(quote.purchaseAmount.amount, 18))
  })

  it('by bank account, above the card’s maximum: 8000 USD moves exactly the quoted FUSD', async () => {
    const address = freshAddress()
    // A card may not pay that much: neither quoted nor linked.
    await expect(checkout(address, 'FUSD', '8000', 'meld')).rejects.toThrow()
    const { quote, link } = await checkout(address, 'FUSD', '8000', 'meld', 'ach_bank_account')
    // meld's 1.25 % and the 0.10 network fee come out of the 8000.00 paid.
    expect(quote.paymentSubtotal).toEqual({ amount: '7899.90', currency: 'USD' })
    const refused = await pay(link, { ...bank, routingNumber: '011000016' })
    expect([refused.status, alertOf(refused.html)]).toEqual([
      422,
      'The routing number is not valid. Check it and try again.',
    ])
    expect(refused.html).toMatch(/id="bank-routing"[^>]*aria-invalid="true"/)
    const noAccount = await pay(link, { ...bank, accountNumber: '12' })
    expect(alertOf(noAccount.html)).toBe('The account number is not valid. Check it and try again.')
    expect(await balanceOf('FUSD', address)).toBe(0n)
    const paid = await pay(link, bank)
    expect(paid.status).toBe(200)
    expect(await balanceOf('FUSD', address)).toBe(parseUnits(quote.purchaseAmount.amount, 18))
    // Past the bank account's maximum too: refused.
    await expect(checkout(address, 'FUSD', '25000.01', 'meld', 'ach_bank_account')).rejects.toThrow()
  })

  it('refuses a card number that fails its check, then pays with a good one', async () => {
    const address = freshAddress()
    const { quote, link } = await checkout(address, 'FUSD', '42.42')
    const refused = await pay(link, { ...card, cardNumber: '4242 4242 4242 4241' })
    expect([refused.status, alertOf(refused.html)]).toEqual([
      422,
      'The card number is not valid. Check it and try again.',
    ])
    expect(refused.html).toContain('aria-invalid="true"')
    expect(await balanceOf('FUSD', address)).toBe(0n)
    expect((await pay(link)).status).toBe(200)
    expect(await balanceOf('FUSD', address)).toBe(parseUnits(quote.purchaseAmount.amount, 18))
  })
})

describe('the pages', () => {
  // axe-core in jsdom is CPU work: ~2 s alone, 10.5 s at a load of 19 on 2 cores; the deadline is
  // well above both, not a measure of speed.
  it('pass axe: the checkouts, a refusal, a card and a bank account refused, the receipt', {
    timeout: 60_000,
  }, async () => {
    const { link } = await checkout(freshAddress(), 'FUSD', '15')
    const changed = new URL(link)
    changed.searchParams.set('cryptoAmount', '1000')
    const pages = {
      checkout: await (await fetch(link)).text(),
      refusal: await (await fetch(changed)).text(),
      cardRefused: (await pay(link, { ...card, cardNumber: '1234' })).html,
      receipt: (await pay(link)).html,
    }
    const byBank = await checkout(freshAddress(), 'FUSD', '15', 'meld', 'ach_bank_account')
    Object.assign(pages, {
      bankCheckout: await (await fetch(byBank.link)).text(),
      bankRefused: (await pay(byBank.link, { ...bank, routingNumber: '1' })).html,
    })
    for (const [name, html] of Object.entries(pages))
      expect([name, await axeViolations(html)]).toEqual([name, []])
  })

  it('can be checked: a page without labels is found out', async () => {
    expect(
      await axeViolations('<!doctype html><html lang="en"><title>t</title><main><input></main></html>'),
    ).not.toEqual([])
  })
})

describe('a link someone changed', () => {
  const tampered =
    'This payment link was changed after it was made, so it cannot be paid. Go back and start the purchase again.'

  it.each([
    ['a larger amount', (query: URLSearchParams) => query.set('cryptoAmount', '1000')],
    ['another address', (query: URLSearchParams) => query.set('address', ANVIL_ADDRESS_0)],
    ['a later expiry', (query: URLSearchParams) => query.set('expires', String(Date.now() + 86_400_000))],
    ['no signature', (query: URLSearchParams) => query.delete('signature')],
    ['a signature of another purchase', (query: URLSearchParams) => query.set('signature', 'ab'.repeat(32))],
    ['a field left out', (query: URLSearchParams) => query.delete('network')],
    ['another payment method', (query: URLSearchParams) => query.set('paymentMethod', 'ach_bank_account')],
  ])('is refused with %s, on the page and on Pay, and nothing moves', async (_, change) => {
    const address = freshAddress()
    const { link } = await checkout(address, 'FUSD', '100')
    const changed = new URL(link)
    change(changed.searchParams)
    const page = await fetch(changed)
    expect([page.status, alertOf(await page.text())]).toEqual([400, tampered])
    const payUrl = new URL(`/checkout/pay${changed.search}`, link)
    const posted = await fetch(payUrl, { method: 'POST', body: new URLSearchParams(card) })
    expect([posted.status, alertOf(await posted.text())]).toEqual([400, tampered])
    expect(await balanceOf('FUSD', address)).toBe(0n)
    expect(await balanceOf('FUSD', ANVIL_ADDRESS_0)).toBe(parseUnits('1250.5', 18))
  })

  it('is refused once expired, with its own words', async () => {
    const address = freshAddress()
    const { link } = await checkout(address, 'FUSD', '100')
    const clock = service.onramp.now
    service.onramp.now = () => clock() + service.onramp.linkLifetimeMs + 1
    try {
      const page = await fetch(link)
      expect([page.status, alertOf(await page.text())]).toEqual([
        410,
        'This payment link has expired. Go back and start the purchase again.',
      ])
    } finally {
      service.onramp.now = clock
    }
    expect(await balanceOf('FUSD', address)).toBe(0n)
  })
})

describe('the onramp history', () => {
  it("lists the address's purchases at that provider, as the chain's history shows them received", async () => {
    const address = freshAddress()
    const first = await checkout(address, 'FUSD', '100')
    const firstHash = hashOf((await pay(first.link)).html)
    const second = await checkout(address, 'FUSD', '20')
    const secondHash = hashOf((await pay(second.link)).html)
    await checkout(address, 'FUSD', '30') // quoted and linked, never paid

    const page = await onramp.history({ address, provider: 'coinbase' })
    expect(page.next).toBeUndefined()
    expect(
      page.purchases.map(({ status, quantity, symbol, chainId, hash }) => ({
        status,
        quantity,
        symbol,
        chainId,
        hash,
      })),
    ).toEqual([
      {
        status: 'success',
        quantity: second.quote.purchaseAmount.amount,
        symbol: 'FUSD',
        chainId: caip,
        hash: secondHash,
      },
      {
        status: 'success',
        quantity: first.quote.purchaseAmount.amount,
        symbol: 'FUSD',
        chainId: caip,
        hash: firstHash,
      },
    ])
    expect(await onramp.history({ address, provider: 'meld' })).toEqual({ purchases: [], next: undefined })
    expect((await onramp.history({ address, provider: 'coinbase', network: caip })).purchases).toHaveLength(2)
    expect(await onramp.history({ address, provider: 'coinbase', network: 'eip155:31338' })).toEqual({
      purchases: [],
      next: undefined,
    })

    // Without `onramp`, the account history read from the chain has the same deliveries as receipts.
    const chainHistory = await createBlockchainApi({
      http: createHttpClient({ baseUrl: service.url }),
      sdk,
    }).history({
      address,
      network: caip,
    })
    expect(chainHistory.transactions.map(({ hash, operationType }) => [hash, operationType])).toEqual([
      [secondHash, 'receive'],
      [firstHash, 'receive'],
    ])
  })
})

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Address,
  createTestClient,
  erc20Abi,
  type Hash,
  http,
  keccak256,
  parseEther,
  parseUnits,
  publicActions,
  toBytes,
  walletActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { AccountChains } from './account-chains.js'
import { erc20PresetAbi } from './evm-contracts.js'
import { DEVNET_DEPLOYER_PRIVATE_KEY, devnetViemChain, FUSD_ADDRESS } from './evm-tokens.js'
import { devnetNames } from './local-networks.js'
import { type PurchaseRefusal, readSignedPurchase, type SignedPurchase } from './onramp-purchase.js'
import type { OnrampDesk, OnrampRecord } from './onramp-routes.js'
import { readBody } from './read-body.js'

/**
 * The local card provider's account on the devnets: it pays every purchase, and is funded as it goes
 * (ETH with `anvil_setBalance`, FUSD minted by the devnet deployer). A key made from a fixed phrase,
 * public, used by no wallet and no other test, so its balance moves only for purchases. Never use it
 * outside a local chain.
 *
 * @example
 * privateKeyToAccount(ONRAMP_PROVIDER_PRIVATE_KEY).address === provider.address // true
 */
export const ONRAMP_PROVIDER_PRIVATE_KEY = keccak256(toBytes('foyer-devnet-onramp-card-provider'))

/**
 * Options of {@link startOnrampProvider}: the desk it shares with the local API (the signing key,
 * where purchases are recorded), and the devnets it can pay on (FUSD and ETH, 18 decimals each).
 *
 * @example
 * const options: OnrampProviderOptions = { desk: service.onramp, chains: { 'eip155:31337': { rpcUrl: anvil.rpcUrl, tokens } } }
 */
export type OnrampProviderOptions = { desk: OnrampDesk; chains: AccountChains }

/**
 * The running card provider.
 *
 * @example
 * const provider = await startOnrampProvider({ desk: service.onramp, chains })
 * await provider.close()
 */
export type OnrampCardProvider = {
  /** Its origin, `http://127.0.0.1:<port>`: not the local API's. */
  url: string
  /** The account that pays the purchases. */
  address: Address
  close(): Promise<void>
}

/**
 * Starts the local stand-in of an onramp provider, paid by card or from a bank account as the real
 * ones are, on 127.0.0.1 (its own free port, so its pages are another origin than the API's and the
 * site's), and tells the desk where its checkout is:
 *
 * - `GET /checkout?…&signature=…`: the checkout page of the purchase the link carries, once its HMAC
 *   (the local API's, under the desk's key) and expiry are checked: what is bought, where it goes, the
 *   form of the link's payment method (a card's, or a bank account's: labelled fields, test details
 *   filled in) and a "Pay" button. A changed link gets a 400 page, an expired one 410, one already
 *   paid 409, each saying so in an alert.
 * - `POST /checkout/pay?…` (the same query, the form's fields as its body): checks the link again and
 *   the card number (Luhn) or the bank's routing number (its ABA check digit) and account number,
 *   then sends the crypto from the provider's account to the destination on the devnet, waits for the
 *   receipt, records the purchase on the desk (the onramp history lists it) and answers a page with
 *   the transaction. A link is paid at most once.
 *
 * @example
 * const provider = await startOnrampProvider({ desk: service.onramp, chains: { [network]: { rpcUrl: anvil.rpcUrl, tokens } } })
 */
export async function startOnrampProvider({
  desk,
  chains,
}: OnrampProviderOptions): Promise<OnrampCardProvider> {
  const payer = privateKeyToAccount(ONRAMP_PROVIDER_PRIVATE_KEY)
  /** Ids of purchases paid or being paid: a link pays once, even when "Pay" is pressed twice. */
  const claimed = new Set<string>()
  // Payments run one after the other: the payer's (and the deployer's) nonces stay in order.
  let queue: Promise<unknown> = Promise.resolve()
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(work)
    queue = turn.catch(() => undefined)
    return turn
  }

  async function deliver(purchase: SignedPurchase): Promise<OnrampRecord> {
    const chain = Object.hasOwn(chains, purchase.network)
      ? chains[purchase.network as keyof AccountChains]
      : undefined
    if (!chain) throw new Error(`This provider does not pay on ${purchase.network}`)
    const chainId = Number(purchase.network.split(':')[1])
    const client = createTestClient({
      mode: 'anvil',
      chain: devnetViemChain(chainId, chain.rpcUrl),
      transport: http(chain.rpcUrl, { retryCount: 0 }),
      pollingInterval: 50,
    })
      .extend(publicActions)
      .extend(walletActions)
    const amount = parseUnits(purchase.cryptoAmount, 18)
    const to = purchase.address as Address
    const isEth = purchase.asset === 'ETH'
    // Enough ETH for the amount (when it is ETH) and the gas, whatever was paid before.
    const ethNeeded = (isEth ? amount : 0n) + parseEther('1')
    if ((await client.getBalance({ address: payer.address })) < ethNeeded)
      await client.setBalance({ address: payer.address, value: ethNeeded + parseEther('1000') })
    let hash: Hash
    if (isEth) hash = await client.sendTransaction({ account: payer, to, value: amount })
    else {
      const held = await client.readContract({
        address: FUSD_ADDRESS,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [payer.address],
      })
      if (held < amount) {
        const mint = await client.writeContract({
          account: privateKeyToAccount(DEVNET_DEPLOYER_PRIVATE_KEY),
          address: FUSD_ADDRESS,
          abi: erc20PresetAbi,
          functionName: 'mint',
          args: [payer.address, amount + parseUnits('1000000', 18)],
        })
        await expectSuccess(client, mint)
      }
      hash = await client.writeContract({
        account: payer,
        address: FUSD_ADDRESS,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, amount],
      })
    }
    const receipt = await expectSuccess(client, hash)
    const block = await client.getBlock({ blockNumber: receipt.blockNumber })
    const minedAt = new Date(Number(block.timestamp) * 1000).toISOString()
    return { purchase, hash, from: payer.address, minedAt }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const isCheckout = url.pathname === '/checkout' && req.method === 'GET'
    const isPay = url.pathname === '/checkout/pay' && req.method === 'POST'
    if (!isCheckout && !isPay) return page(res, 404, refusalPage('There is no such page.'))
    const read = readSignedPurchase(desk.signingKey, url.searchParams, desk.now())
    if (!read.ok) return page(res, read.reason === 'expired' ? 410 : 400, refusalPage(refusals[read.reason]))
    const { purchase } = read
    if (claimed.has(purchase.id)) return page(res, 409, refusalPage(refusals.paid))
    if (isCheckout) return page(res, 200, checkoutPage(purchase, url.search))
    const form = new URLSearchParams(await readBody(req, 10_000))
    const refused = paymentRefusal(purchase, form)
    if (refused) return page(res, 422, checkoutPage(purchase, url.search, refused))
    // Checked again after the body's read: a second press of "Pay" may have claimed it meanwhile.
    if (claimed.has(purchase.id)) return page(res, 409, refusalPage(refusals.paid))
    claimed.add(purchase.id)
    try {
      const record = await inTurn(() => deliver(purchase))
      desk.purchases.push(record)
      return page(res, 200, paidPage(record))
    } catch (error) {
      claimed.delete(purchase.id)
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
      return page(res, 502, refusalPage(`The payment could not be delivered: ${reason}`))
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' })
      res.end(String(error))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  desk.checkoutOrigin = origin
  return {
    url: origin,
    address: payer.address,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (desk.checkoutOrigin === origin) desk.checkoutOrigin = undefined
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

type DevnetClient = {
  waitForTransactionReceipt: (args: { hash: Hash }) => Promise<{ status: string; blockNumber: bigint }>
}

async function expectSuccess(client: DevnetClient, hash: Hash) {
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`)
  return receipt
}

const refusals: Record<PurchaseRefusal | 'paid', string> = {
  tampered:
    'This payment link was changed after it was made, so it cannot be paid. Go back and start the purchase again.',
  expired: 'This payment link has expired. Go back and start the purchase again.',
  paid: 'This purchase has already been paid.',
}

/** Why the payment details of the form cannot pay the purchase (by its method), or `undefined`. */
function paymentRefusal(purchase: SignedPurchase, form: URLSearchParams): string | undefined {
  if (purchase.paymentMethod === 'ach_bank_account') {
    if (!isRoutingNumber(form.get('routingNumber') ?? ''))
      return 'The routing number is not valid. Check it and try again.'
    if (!/^\d{4,17}$/.test(form.get('accountNumber') ?? ''))
      return 'The account number is not valid. Check it and try again.'
    return undefined
  }
  return isCardNumber(form.get('cardNumber') ?? '')
    ? undefined
    : 'The card number is not valid. Check it and try again.'
}

/**
 * Whether `text` is a US bank routing number: 9 digits whose ABA check holds (the digits weighted 3,
 * 7, 1 in turn add up to a multiple of 10).
 */
function isRoutingNumber(text: string): boolean {
  if (!/^\d{9}$/.test(text)) return false
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1]
  return [...text].reduce((sum, digit, index) => sum + Number(digit) * (weights[index] ?? 0), 0) % 10 === 0
}

/** Whether `text` is a card number: 12 to 19 digits (spaces allowed) whose Luhn check holds. */
function isCardNumber(text: string): boolean {
  const digits = text.replace(/ /g, '')
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

function networkName(network: string): string {
  const chainId = Number(network.split(':')[1])
  return devnetNames[chainId as keyof typeof devnetNames] ?? network
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Foyer Test Provider</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem; color: #111; }
label { display: block; margin-top: 0.75rem; font-weight: 600; }
input { display: block; width: 100%; padding: 0.5rem; font-size: 1rem; box-sizing: border-box; }
button { margin-top: 1rem; padding: 0.75rem 1.5rem; font-size: 1rem; background: #0b57d0; color: #fff; border: 0; border-radius: 4px; }
button:focus-visible, input:focus-visible { outline: 3px solid #111; outline-offset: 2px; }
[role="alert"] { border: 2px solid #b3261e; color: #8c1d18; padding: 0.75rem; }
dt { font-weight: 600; }
dd { margin: 0 0 0.5rem; overflow-wrap: anywhere; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
}

/** The card's fields, a test card filled in; the one in error marked so. */
function cardFields(error: string | undefined): string {
  return `<label for="card-name">Name on card</label>
<input id="card-name" name="cardName" autocomplete="cc-name" value="Foyer Tester" required>
<label for="card-number">Card number</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242" required${error ? ' aria-invalid="true"' : ''}>
<label for="card-expiry">Expiry (MM/YY)</label>
<input id="card-expiry" name="cardExpiry" autocomplete="cc-exp" value="12/30" required>
<label for="card-cvc">Security code</label>
<input id="card-cvc" name="cardCvc" inputmode="numeric" autocomplete="cc-csc" value="123" required>`
}

/** A bank account's fields (a US one, paid by ACH), a test account filled in; the wrong one marked. */
function bankFields(error: string | undefined): string {
  const invalid = (field: string) => (error?.includes(field) ? ' aria-invalid="true"' : '')
  return `<label for="bank-holder">Account holder</label>
<input id="bank-holder" name="accountHolder" autocomplete="name" value="Foyer Tester" required>
<label for="bank-routing">Routing number</label>
<input id="bank-routing" name="routingNumber" inputmode="numeric" value="011000015" required${invalid('routing')}>
<label for="bank-account">Account number</label>
<input id="bank-account" name="accountNumber" inputmode="numeric" value="000123456789" required${invalid('account number')}>`
}

function checkoutPage(purchase: SignedPurchase, query: string, error?: string): string {
  const pay = `${purchase.fiatAmount} ${purchase.fiatCurrency}`
  const byBank = purchase.paymentMethod === 'ach_bank_account'
  return layout(
    `Buy ${purchase.asset}`,
    `<h1>Buy ${escapeHtml(purchase.asset)}</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<dl>
<dt>You receive</dt><dd>${escapeHtml(`${purchase.cryptoAmount} ${purchase.asset}`)}</dd>
<dt>Sent to</dt><dd>${escapeHtml(purchase.address)}</dd>
<dt>Network</dt><dd>${escapeHtml(networkName(purchase.network))}</dd>
<dt>You pay</dt><dd>${escapeHtml(pay)}</dd>
<dt>Paid by</dt><dd>${byBank ? 'Bank account' : 'Card'}</dd>
</dl>
<form method="post" action="/checkout/pay${escapeHtml(query)}">
${byBank ? bankFields(error) : cardFields(error)}
<button type="submit">Pay ${escapeHtml(pay)}</button>
</form>
<p>A test provider: no ${byBank ? 'bank account is debited' : 'card is charged'}; the crypto is sent on the local chain.</p>`,
  )
}

function refusalPage(message: string): string {
  return layout(
    'Payment not possible',
    `<h1>Payment not possible</h1>\n<p role="alert">${escapeHtml(message)}</p>`,
  )
}

function paidPage({ purchase, hash }: OnrampRecord): string {
  return layout(
    'Payment complete',
    `<h1>Payment complete</h1>
<p role="status">${escapeHtml(`${purchase.cryptoAmount} ${purchase.asset}`)} was sent to ${escapeHtml(purchase.address)} on ${escapeHtml(networkName(purchase.network))}.</p>
<dl><dt>Transaction</dt><dd><code data-testid="transaction-hash">${escapeHtml(hash)}</code></dd></dl>
<p>You can close this page.</p>`,
  )
}

function page(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    // Its own pages only: no script, forms posted back to this origin.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  })
  res.end(html)
}

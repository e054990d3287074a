import { createHash } from 'node:crypto'
import type { BadgeType } from '../../core/src/api/wallet-directory.types.js'
import type { CaipNetworkId } from '../../core/src/networks/network.types.js'
import type { RecordedRequest, Reply, Route } from './api-service.js'
import { SOLANA_DEVNET_GENESIS_HASH } from './local-networks.js'
import { currencyLogo, tokenLogo } from './token-art.js'

/**
 * A wallet of the local directory: the wire fields of `GET /getWallets` (SPEC §3 Wallet plus
 * `badge_type`) and the SVG icon `GET /getWalletImage/:id` serves for its `image_id`.
 *
 * @example
 * const wallet: DevnetWallet = generateWallets(1)[0]! // MetaMask
 * wallet.icon.startsWith('<svg') // true
 */
export type DevnetWallet = {
  /** 64 hex characters, like the real directory's ids. */
  id: string
  name: string
  /** uuid-like. */
  image_id: string
  /** Always `null` here: icons come from `image_id`. */
  image_url: null
  rdns: string
  chains: readonly CaipNetworkId[]
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  badge_type: BadgeType
  /** Where to get the wallet, as the real directory gives them: only for the real wallets below. */
  homepage?: string
  chrome_store?: string
  app_store?: string
  play_store?: string
  /** The SVG served for `image_id`; not part of the wire entry. */
  icon: string
}

/**
 * The chains the generated wallets support, in the order they are listed on a wallet.
 *
 * @example
 * directoryChains.includes('eip155:31337') // true
 */
export const directoryChains: readonly CaipNetworkId[] = [
  'eip155:1',
  'eip155:137',
  'eip155:8453',
  'eip155:31337',
  'eip155:31338',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'bip122:000000000019d6689c085ae165831e93',
]

/**
 * The name of the one wallet a test can find by searching 'foyer test'. It sits at index 137 of a
 * default dataset (page 4 of AllWallets), supports only the two devnets and is not certified.
 *
 * @example
 * generateWallets().find((wallet) => wallet.name === FOYER_TEST_WALLET)
 */
export const FOYER_TEST_WALLET = 'Foyer Test Wallet'

type Special = Omit<DevnetWallet, 'id' | 'image_id' | 'image_url' | 'icon'> & { index: number }

// Real wallets a test can search for, with their real rdns, first as in the real directory's ranking.
const specials: readonly Special[] = [
  {
    index: 0,
    name: 'MetaMask',
    rdns: 'io.metamask',
    chains: ['eip155:1', 'eip155:137', 'eip155:8453', 'eip155:31337', 'eip155:31338'],
    mobile_link: 'metamask://',
    desktop_link: null,
    webapp_link: null,
    badge_type: 'certified',
    homepage: 'https://metamask.io',
    chrome_store: 'https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
    app_store: 'https://apps.apple.com/app/metamask/id1438144202',
    play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
  },
  {
    index: 1,
    name: 'Trust Wallet',
    rdns: 'com.trustwallet.app',
    chains: [
      'eip155:1',
      'eip155:137',
      'eip155:8453',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'bip122:000000000019d6689c085ae165831e93',
    ],
    mobile_link: 'trust://',
    desktop_link: null,
    webapp_link: null,
    badge_type: 'certified',
    homepage: 'https://trustwallet.com',
    app_store: 'https://apps.apple.com/app/trust-crypto-bitcoin-wallet/id1288339409',
    play_store: 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
  },
  {
    index: 2,
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    chains: ['eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    mobile_link: 'https://go.cb-w.com',
    desktop_link: null,
    webapp_link: null,
    badge_type: 'certified',
  },
  {
    index: 3,
    name: 'Rainbow',
    rdns: 'me.rainbow',
    chains: ['eip155:1', 'eip155:137', 'eip155:8453'],
    mobile_link: 'rainbow://',
    desktop_link: null,
    webapp_link: null,
    badge_type: 'certified',
    homepage: 'https://rainbow.me',
    chrome_store: 'https://chromewebstore.google.com/detail/rainbow/opfgelmcmbiajamepnmloijbpoleiama',
    app_store: 'https://apps.apple.com/app/rainbow-ethereum-wallet/id1457119021',
  },
  {
    index: 137,
    name: FOYER_TEST_WALLET,
    rdns: 'com.foyertestwallet',
    chains: ['eip155:31337', 'eip155:31338'],
    mobile_link: 'foyertest://',
    desktop_link: 'foyertest://',
    webapp_link: 'https://foyertest.app.link',
    badge_type: 'none',
  },
  {
    index: 138,
    name: 'Phantom',
    rdns: 'app.phantom',
    // Like MetaMask's local chains above: the demo's local Solana chain, so the demo lists it.
    chains: [
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      `solana:${SOLANA_DEVNET_GENESIS_HASH.slice(0, 32)}`,
      'eip155:1',
    ],
    mobile_link: 'phantom://',
    desktop_link: null,
    webapp_link: null,
    badge_type: 'certified',
  },
]

// Generated names must not contain a searchable name, so each search finds exactly its wallet.
const reserved = ['foyer', 'metamask', 'trust', 'coinbase', 'rainbow', 'phantom']

const onsets = ['b', 'c', 'd', 'f', 'g', 'h', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'z']
const clusters = ['br', 'cr', 'dr', 'gl', 'kr', 'pl', 'tr', 'st', 'sh', 'zh', 'qu', 'th']
const vowels = ['a', 'e', 'i', 'o', 'u', 'a', 'e', 'o', 'ai', 'ei', 'ou']
const codas = ['', '', '', 'n', 'r', 'x', 'k', 's', 'l', 'm', 'v']
const suffixes = ['Wallet', 'Wallet', 'Wallet', 'Vault', 'Pay', 'Keys', 'Safe', 'Pocket', '']

/**
 * A deterministic wallet directory: `count` wallets (600 by default) with distinct pronounceable names
 * ("Zorvik Wallet"), 64-hex ids, uuid-like image ids, `com.<slug>` rdns, a mix of chains and links, about a
 * fifth certified, and an SVG icon each. MetaMask, Trust Wallet, Coinbase Wallet and Rainbow come first;
 * {@link FOYER_TEST_WALLET} is at index 137 and Phantom (a Solana wallet) at 138. The same `count` and `seed` always give the same wallets.
 *
 * @example
 * const wallets = generateWallets() // 600 wallets
 * const big = generateWallets(5_000, 7) // for a render benchmark
 */
export function generateWallets(count = 600, seed = 0xf0e1): DevnetWallet[] {
  const random = mulberry32(seed)
  const pick = <item>(items: readonly item[]): item => items[Math.floor(random() * items.length)] as item
  const usedSlugs = new Set<string>(specials.map((special) => slugOf(special.name)))
  const atIndex = new Map<number, Special>()
  // A dataset too small for a special wallet's index ends with it instead, if that place is free.
  for (const special of specials) {
    const index = Math.min(special.index, count - 1)
    if (index >= 0 && !atIndex.has(index)) atIndex.set(index, special)
  }

  const wallets: DevnetWallet[] = []
  for (let index = 0; index < count; index++) {
    const special = atIndex.get(index)
    if (special) {
      const { index: _, ...fields } = special
      wallets.push(withIdentity(fields))
      continue
    }
    let name = ''
    let slug = ''
    do {
      const syllables = 2 + Math.floor(random() * 2)
      let word = ''
      for (let s = 0; s < syllables; s++)
        word += (random() < 0.25 ? pick(clusters) : pick(onsets)) + pick(vowels) + pick(codas)
      const suffix = pick(suffixes)
      name = `${word.charAt(0).toUpperCase()}${word.slice(1)}${suffix ? ` ${suffix}` : ''}`
      slug = slugOf(name)
    } while (usedSlugs.has(slug) || reserved.some((word) => slug.includes(word)))
    usedSlugs.add(slug)
    wallets.push(
      withIdentity({
        name,
        rdns: `com.${slug}`,
        chains: pickChains(random),
        ...pickLinks(random, slug),
        badge_type: random() < 0.2 ? 'certified' : 'none',
      }),
    )
  }
  return wallets
}

function withIdentity(fields: Omit<DevnetWallet, 'id' | 'image_id' | 'image_url' | 'icon'>): DevnetWallet {
  return {
    id: sha256(`foyer-devnet-wallet:${fields.name}`),
    image_id: uuidLike(sha256(`foyer-devnet-image:${fields.name}`)),
    image_url: null,
    ...fields,
    icon: walletIcon(fields.name),
  }
}

function pickChains(random: () => number): CaipNetworkId[] {
  const odds = [0.7, 0.4, 0.4, 0.15, 0.1, 0.25, 0.1]
  const chains = directoryChains.filter((_, index) => random() < (odds[index] ?? 0))
  if (chains.length > 0) return chains
  // Some wallets of one chain only: Solana-only, Bitcoin-only and so on.
  return [directoryChains[Math.floor(random() * directoryChains.length)] as CaipNetworkId]
}

function pickLinks(
  random: () => number,
  slug: string,
): Pick<DevnetWallet, 'mobile_link' | 'desktop_link' | 'webapp_link'> {
  const kind = random()
  const scheme = `${slug}://`
  const universal = `https://${slug}.app.link`
  const webapp = `https://web.${slug}.app`
  if (kind < 0.35) return { mobile_link: scheme, desktop_link: null, webapp_link: null }
  if (kind < 0.6) return { mobile_link: universal, desktop_link: null, webapp_link: null }
  if (kind < 0.7) return { mobile_link: scheme, desktop_link: scheme, webapp_link: null }
  if (kind < 0.8) return { mobile_link: null, desktop_link: null, webapp_link: webapp }
  if (kind < 0.9) return { mobile_link: universal, desktop_link: universal, webapp_link: webapp }
  return { mobile_link: null, desktop_link: null, webapp_link: null }
}

/**
 * The wire entry of a wallet, as `GET /getWallets` lists it: SPEC §3 Wallet plus `badge_type`.
 *
 * @example
 * const entry = toWireWallet(wallet) // no `icon`
 */
export function toWireWallet(wallet: DevnetWallet): Omit<DevnetWallet, 'icon'> {
  const { icon: _, ...entry } = wallet
  return entry
}

/**
 * The route handlers of the wallet directory (SPEC §7) over `wallets`:
 * - `GET /getWallets`: `page` (1-based, default 1), `entries` (default 40), `include`, `exclude`,
 *   `chains` (a wallet supporting at least one of them), `search` (case-insensitive substring of the
 *   name) and `badge_type` (wallets with that badge); lists are comma-separated. Answers
 *   `{ data, count }`, `count` being the number of matches before paging. A missing `projectId` or a
 *   page or entries that is not a positive integer answers 400.
 * - `GET /getWalletImage/:id`: the wallet's SVG icon by `image_id`, 404 for an unknown id.
 * - `GET /public/getAssetImage/:id`: a generic SVG for any id.
 * - `GET /public/getCurrencyImage/:id`: the currency's sign on a disc (`currencyLogo`), for any code.
 * - `GET /public/getTokenImage/:id`: the devnet token's logo by symbol (`tokenLogo`: ETH, FUSD, FOY),
 *   a generic SVG for another symbol.
 *
 * @example
 * for (const [key, route] of Object.entries(directoryRoutes(generateWallets()))) routes.set(key, route)
 */
export function directoryRoutes(wallets: readonly DevnetWallet[]): Record<string, Route> {
  const byImageId = new Map(wallets.map((wallet) => [wallet.image_id, wallet]))
  const genericImage = (request: RecordedRequest): Reply => svg(genericIcon(request.pathParams.id ?? ''))
  return {
    'GET /getWallets': (request) => listWallets(wallets, request),
    'GET /getWalletImage/:id': (request) => {
      const wallet = byImageId.get(request.pathParams.id ?? '')
      return wallet ? svg(wallet.icon) : { kind: 'json', status: 404, body: { error: 'Image not found' } }
    },
    'GET /public/getAssetImage/:id': genericImage,
    'GET /public/getCurrencyImage/:id': (request) => svg(currencyLogo(request.pathParams.id ?? '')),
    'GET /public/getTokenImage/:id': (request) => {
      const logo = tokenLogo(request.pathParams.id ?? '')
      return logo ? svg(logo) : genericImage(request)
    },
  }
}

function listWallets(wallets: readonly DevnetWallet[], request: RecordedRequest): Reply {
  const { query } = request
  if (!query.projectId) return badRequest('projectId is required')
  const page = positiveInteger(query.page, 1)
  const entries = positiveInteger(query.entries, 40)
  if (page === undefined || entries === undefined)
    return badRequest('page and entries must be positive integers')
  const include = list(query.include)
  const exclude = new Set(list(query.exclude))
  const chains = list(query.chains)
  const search = (query.search ?? '').trim().toLowerCase()
  const badge = query.badge_type
  const matches = wallets.filter(
    (wallet) =>
      (include.length === 0 || include.includes(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (chains.length === 0 || wallet.chains.some((chain) => chains.includes(chain))) &&
      (search === '' || wallet.name.toLowerCase().includes(search)) &&
      (!badge || wallet.badge_type === badge),
  )
  const data = matches.slice((page - 1) * entries, page * entries).map(toWireWallet)
  return { kind: 'json', body: { data, count: matches.length } }
}

function badRequest(error: string): Reply {
  return { kind: 'json', status: 400, body: { error } }
}

function positiveInteger(value: string | undefined, fallback: number): number | undefined {
  if (value === undefined || value === '') return fallback
  return /^[1-9][0-9]*$/.test(value) ? Number(value) : undefined
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

function svg(body: string): Reply {
  return { kind: 'raw', body, contentType: 'image/svg+xml' }
}

/**
 * A wallet's icon: a rounded square in a colour derived from the name, with the name's initials.
 *
 * @example
 * walletIcon('Zorvik Wallet') // '<svg …>…ZW</text></svg>'
 */
export function walletIcon(name: string): string {
  const hue = Number.parseInt(sha256(name).slice(0, 4), 16) % 360
  const words = name.split(/\s+/).filter(Boolean)
  const capitals = name.replace(/[^A-Z]/g, '')
  // 'Zorvik Wallet' → ZW, 'MetaMask' → MM, 'Rainbow' → RA.
  const initials =
    words.length > 1
      ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`
      : capitals.length >= 2
        ? capitals.slice(0, 2)
        : (words[0] ?? '?').slice(0, 2)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<rect width="96" height="96" rx="24" fill="hsl(${hue} 62% 46%)"/>`,
    '<text x="48" y="60" font-family="system-ui, sans-serif" font-size="36" font-weight="600" ',
    `text-anchor="middle" fill="#fff">${escapeXml(initials.toUpperCase())}</text></svg>`,
  ].join('')
}

function genericIcon(id: string): string {
  const hue = Number.parseInt(sha256(id).slice(0, 4), 16) % 360
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<circle cx="32" cy="32" r="30" fill="hsl(${hue} 55% 50%)"/>`,
    '<circle cx="32" cy="32" r="12" fill="#fff" fill-opacity="0.8"/></svg>',
  ].join('')
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '')
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

function uuidLike(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** A small seeded PRNG (mulberry32): the dataset must not change between runs. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import arbitrumBackground from '@web3icons/core/svgs/networks/background/arbitrum-one.svg.js'
import avalancheBackground from '@web3icons/core/svgs/networks/background/avalanche.svg.js'
import baseBackground from '@web3icons/core/svgs/networks/background/base.svg.js'
import cosmosHubBackground from '@web3icons/core/svgs/networks/background/cosmos-hub.svg.js'
import osmosisBackground from '@web3icons/core/svgs/networks/background/osmosis.svg.js'
import zksyncBackground from '@web3icons/core/svgs/networks/background/zksync.svg.js'
import arbitrumMono from '@web3icons/core/svgs/networks/mono/arbitrum-one.svg.js'
import avalancheMono from '@web3icons/core/svgs/networks/mono/avalanche.svg.js'
import baseMono from '@web3icons/core/svgs/networks/mono/base.svg.js'
import cosmosHubMono from '@web3icons/core/svgs/networks/mono/cosmos-hub.svg.js'
import osmosisMono from '@web3icons/core/svgs/networks/mono/osmosis.svg.js'
import zksyncMono from '@web3icons/core/svgs/networks/mono/zksync.svg.js'
import {
  type SimpleIcon,
  siBitcoin,
  siBnbchain,
  siEthereum,
  siOptimism,
  siPolkadot,
  siPolygon,
  siSolana,
} from 'simple-icons'
import { networks } from '../../core/src/networks/definitions/index.js'
import type { CaipNetworkId, Namespace } from '../../core/src/networks/network.types.js'
import { installedVersion } from '../installed-version.js'

/**
 * The folder of the generated modules, in the skin beside the component that draws the logos: one
 * module per namespace, which the skin loads with `import()` only when it shows a network of that
 * namespace, so an EVM-only site never downloads the Solana, Bitcoin, Polkadot or Cosmos logos. Joined
 * by hand rather than with `new URL(path, import.meta.url)`, which Vite may turn into an asset URL.
 */
export const networkLogosDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../react-ui/src/components/network-logos',
)

/**
 * The generated module of `namespace`'s logos.
 *
 * @example
 * networkLogosFile('solana') // '/…/react-ui/src/components/network-logos/solana.generated.ts'
 */
export function networkLogosFile(namespace: Namespace): string {
  return join(networkLogosDir, `${namespace}.generated.ts`)
}

/** The command that regenerates the modules, named in their headers and in the staleness test. */
export const networkLogosScript = 'npm run logos'

/** A mark as the generated module keeps it; the skin's `NetworkLogo` type, written out. */
type Logo = {
  hex: string
  ink: string
  box: string
  round: boolean
  paths: { d: string; evenOdd: boolean }[]
}

/** Where a mark comes from: its set and licence, for the module's header. */
type Source = 'simple-icons' | 'web3icons'

/** One logo and the networks (by CAIP-2 id) that show it, a network's testnets included. */
type Entry = { title: string; source: Source; logo: Logo; networks: readonly CaipNetworkId[] }

/**
 * simple-icons draws every mark to fill a 24 × 24 box; web3icons keeps 3 units empty around its marks
 * (a 24 × 24 canvas with the mark within 3…21), so their box is the 18 × 18 square inside, and the
 * marks of both sets come out the same size on the disc.
 */
const boxes: Record<Source, string> = { 'simple-icons': '0 0 24 24', web3icons: '3 3 18 18' }

/** The channel's share of a colour's relative luminance (WCAG 2.x). */
function channel(value: number): number {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/**
 * A `#RRGGBB` colour's relative luminance (WCAG 2.x), 0 for black to 1 for white.
 *
 * @example
 * luminance('#FFFFFF') // 1
 */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16))
  return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0)
}

/**
 * The contrast ratio of two `#RRGGBB` colours (WCAG 2.x), from 1 to 21.
 *
 * @example
 * contrast('#FFFFFF', '#000000') // 21
 */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

/**
 * What a mark is drawn in on its brand-coloured disc: white, unless white reads at less than 3:1 on
 * the brand's colour (the WCAG minimum for graphics, 1.4.11), as on BNB Chain's yellow; then black.
 * The mark is never drawn in its own colour on the modal's background, because some brands' colours
 * (Ethereum's grey, ZKsync's black) would vanish on the dark theme; on its disc every mark reads in
 * both themes.
 */
function inkOn(hex: string): string {
  return contrast('#FFFFFF', hex) >= 3 ? '#FFFFFF' : '#000000'
}

/** A colour the way the generated modules write it: `#RRGGBB`, upper case; `#00F` is widened. */
function normalHex(value: string, what: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value)
  const hex = short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : value
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`${what}: unexpected colour "${value}"`)
  return hex.toUpperCase()
}

/**
 * A path's data, refused unless it is SVG path syntax only (letters, digits, `.`, `-`, `,`, spaces):
 * it is written between single quotes unescaped, so nothing else may reach the generated code.
 */
function pathData(d: string, what: string): string {
  if (!/^[A-Za-z0-9.,\s-]+$/.test(d)) throw new Error(`${what}: unexpected characters in a path`)
  return d
}

/**
 * A simple-icons mark. `round` for a mark that is itself a disc with the symbol cut out (Bitcoin's
 * ₿, OP's letters): drawn whole in the brand's colour, over white that shows through the cut-outs, as
 * the brand draws it, rather than shrunk onto a second disc of the same colour.
 */
function simpleIcon(icon: SimpleIcon, options: { round?: boolean } = {}): Omit<Entry, 'networks'> {
  const hex = normalHex(`#${icon.hex}`, icon.title)
  const round = options.round ?? false
  return {
    title: icon.title,
    source: 'simple-icons',
    logo: {
      hex,
      ink: round ? '#FFFFFF' : inkOn(hex),
      box: boxes['simple-icons'],
      round,
      paths: [{ d: pathData(icon.path, icon.title), evenOdd: false }],
    },
  }
}

/** An attribute's value in one SVG element's text, or `undefined` without it. */
function attribute(element: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1]
}

/**
 * A web3icons network mark from its `mono` drawing (white paths on nothing, which the disc's ink
 * recolours) and its `background` drawing (the same mark on a square of the brand's colour, where
 * the colour is read). Anything in the mono drawing but `<path>`s in white (groups, gradients, clip
 * paths, other colours) is refused, so an upgrade that changes the drawings fails here rather than
 * drawing something else.
 */
function web3icon(title: string, mono: string, background: string): Omit<Entry, 'networks'> {
  const body = mono.replace(/^\s*<svg\b[^>]*>/, '').replace(/<\/svg>\s*$/, '')
  const elements = body.match(/<[^>]+>/g) ?? []
  const paths = elements.map((element) => {
    if (!/^<path\s[^>]*\/>$/.test(element)) throw new Error(`${title}: unexpected element ${element}`)
    const fill = attribute(element, 'fill')
    if (fill?.toLowerCase() !== '#fff') throw new Error(`${title}: a mono path filled "${fill}"`)
    const rule = attribute(element, 'fill-rule')
    if (rule !== undefined && rule !== 'evenodd') throw new Error(`${title}: unexpected fill-rule "${rule}"`)
    return { d: pathData(attribute(element, 'd') ?? '', title), evenOdd: rule === 'evenodd' }
  })
  if (paths.length === 0 || body.replace(/<[^>]+>/g, '').trim() !== '') {
    throw new Error(`${title}: the mono drawing is not a list of paths`)
  }
  // The background drawing's first shape is the square of the brand's colour behind the mark.
  const square = /<path fill="(#[0-9a-f]{3,6})" d="M24 0H0v24h24z"\/>/i.exec(background)?.[1]
  if (!square) throw new Error(`${title}: no brand colour in the background drawing`)
  const hex = normalHex(square, title)
  return {
    title,
    source: 'web3icons',
    logo: { hex, ink: inkOn(hex), box: boxes.web3icons, round: false, paths },
  }
}

/** Polkadot's relay chain: the first 32 hex digits of its genesis hash (CAIP-13). */
const polkadotRelayChain = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'

/**
 * Each namespace's logos and the networks that show them: the networks Foyer defines (SPEC §3, read
 * from core's definitions so an id cannot drift), and for Polkadot and Cosmos, which have no
 * definitions yet, the chains their adapters will start with. simple-icons (CC0) where it has the
 * network; web3icons (MIT) for the rest (Arbitrum, Avalanche, Base, ZKsync, the Cosmos Hub, Osmosis).
 * `satisfies` makes a namespace added to core a type error here until it has its module.
 */
const entries = {
  eip155: [
    { ...simpleIcon(siEthereum), networks: [networks.mainnet.caipNetworkId] },
    { ...simpleIcon(siOptimism, { round: true }), networks: [networks.optimism.caipNetworkId] },
    { ...simpleIcon(siBnbchain), networks: [networks.bsc.caipNetworkId] },
    { ...simpleIcon(siPolygon), networks: [networks.polygon.caipNetworkId] },
    { ...web3icon('ZKsync', zksyncMono, zksyncBackground), networks: [networks.zksync.caipNetworkId] },
    { ...web3icon('Base', baseMono, baseBackground), networks: [networks.base.caipNetworkId] },
    {
      ...web3icon('Arbitrum One', arbitrumMono, arbitrumBackground),
      networks: [networks.arbitrum.caipNetworkId],
    },
    {
      ...web3icon('Avalanche', avalancheMono, avalancheBackground),
      networks: [networks.avalanche.caipNetworkId],
    },
  ],
  solana: [
    {
      ...simpleIcon(siSolana),
      networks: [
        networks.solana.caipNetworkId,
        networks.solanaDevnet.caipNetworkId,
        networks.solanaTestnet.caipNetworkId,
      ],
    },
  ],
  bip122: [
    {
      ...simpleIcon(siBitcoin, { round: true }),
      networks: [networks.bitcoin.caipNetworkId, networks.bitcoinTestnet.caipNetworkId],
    },
  ],
  polkadot: [{ ...simpleIcon(siPolkadot), networks: [polkadotRelayChain] }],
  cosmos: [
    { ...web3icon('Cosmos Hub', cosmosHubMono, cosmosHubBackground), networks: ['cosmos:cosmoshub-4'] },
    { ...web3icon('Osmosis', osmosisMono, osmosisBackground), networks: ['cosmos:osmosis-1'] },
  ],
} satisfies Record<Namespace, Entry[]>

/** The namespaces with a generated module, in core's order. */
export const logoNamespaces = Object.keys(entries) as Namespace[]

/**
 * The CAIP-2 ids each namespace's module has a logo for, in the order written.
 *
 * @example
 * networksWithLogos('bip122') // ['bip122:000000000019d6689c085ae165831e93', 'bip122:000000000933ea01ad0ee984209779ba']
 */
export function networksWithLogos(namespace: Namespace): CaipNetworkId[] {
  return entries[namespace].flatMap((entry) => [...entry.networks])
}

/** The header's credit line of each source, with the installed version. */
function credit(source: Source): string {
  return source === 'simple-icons'
    ? `simple-icons ${installedVersion('simple-icons', 'simple-icons')} (https://simpleicons.org, CC0-1.0)`
    : `@web3icons/core ${installedVersion('@web3icons/core', '@web3icons/core/svgs/networks/mono/base.svg.js')} (https://web3icons.io, MIT)`
}

/**
 * web3icons' licence, which asks that its notice go with every copy of its work: the modules that
 * carry one of its marks repeat it.
 */
const web3iconsNotice = `// web3icons (https://github.com/0xa3k5/web3icons), MIT License:
//
// Copyright (c) 2024 0xa3k5
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files (the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all
// copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
// SOFTWARE.
`

/** A JavaScript identifier for a mark's constant: its title in camelCase ("Arbitrum One" → `arbitrumOne`). */
function constantName(title: string): string {
  const words = title.split(/[^A-Za-z0-9]+/).filter(Boolean)
  return words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]?.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('')
}

/** One mark's constant, formatted as Biome leaves it. */
function logoConstant(entry: Entry): string {
  const { logo } = entry
  const paths = logo.paths
    .map(({ d, evenOdd }) => `    {\n      d: '${d}',\n${evenOdd ? '      evenOdd: true,\n' : ''}    },\n`)
    .join('')
  return `/** ${entry.title} (${entry.source}). */
const ${constantName(entry.title)}: NetworkLogo = {
  hex: '${logo.hex}',
  ink: '${logo.ink}',
  box: '${logo.box}',
${logo.round ? '  round: true,\n' : ''}  paths: [
${paths}  ],
}
`
}

/** Names of the namespaces in the modules' summaries. */
const namespaceTitles: Record<Namespace, string> = {
  eip155: 'EVM networks',
  solana: 'Solana clusters',
  polkadot: 'Polkadot chains',
  bip122: 'Bitcoin networks',
  cosmos: 'Cosmos chains',
}

/**
 * The text of `<namespace>.generated.ts`: a header naming its sources, their licences and the script
 * that writes it (web3icons' notice where one of its marks is in the module), one constant per mark,
 * then `logos`, the marks by CAIP-2 id. Deterministic, so a test can compare it with the file on disk;
 * formatted as Biome leaves it, so `biome ci` passes on the generated files.
 *
 * @example
 * writeFileSync(networkLogosFile('eip155'), renderNetworkLogos('eip155'))
 */
export function renderNetworkLogos(namespace: Namespace): string {
  const list: Entry[] = entries[namespace]
  const sources = [...new Set(list.map((entry) => entry.source))].sort()
  const from = sources.map(credit).join('\n// and ')
  const constants = list.map(logoConstant).join('\n')
  const keyed = list
    .flatMap((entry) => entry.networks.map((id) => `  '${id}': ${constantName(entry.title)},\n`))
    .join('')
  const notice = sources.includes('web3icons') ? `//\n${web3iconsNotice}` : ''
  return `// Generated by \`${networkLogosScript}\` (scripts/write-network-logos.ts) from
// ${from}.
// Do not edit: change the generator (scripts/network-logos/generate.ts), then run \`${networkLogosScript}\`.
${notice}import type { NetworkLogo, NetworkLogos } from './network-logos.js'

${constants}
/**
 * The ${namespaceTitles[namespace]}' logos by CAIP-2 id. A module of its own, loaded with \`import()\`
 * the first time the modal shows a network of this namespace.
 *
 * @example
 * const { logos } = await import('./${namespace}.generated.js')
 */
export const logos: NetworkLogos = {
${keyed}}
`
}

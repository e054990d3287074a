/**
 * The images and metadata the local API service serves for the devnet tokens: a logo per currency
 * and, per Foyer Friend, an ERC-721 metadata document and its picture. Plain SVG, made here.
 */

const logos: Readonly<Record<string, string>> = {
  // Ether's diamond on a slate disc.
  ETH: [
    '<circle cx="32" cy="32" r="30" fill="#454a75"/>',
    '<path d="M32 10 46 33 32 41 18 33Z" fill="#8a92b2"/>',
    '<path d="M32 44 46 36 32 55 18 36Z" fill="#c5cbe3"/>',
  ].join(''),
  FUSD: [
    '<circle cx="32" cy="32" r="30" fill="#1f9d55"/>',
    '<text x="32" y="44" font-family="system-ui, sans-serif" font-size="34" font-weight="700" ',
    'text-anchor="middle" fill="#fff">$</text>',
  ].join(''),
  FOY: [
    '<circle cx="32" cy="32" r="30" fill="#6b46c1"/>',
    '<circle cx="32" cy="32" r="20" fill="none" stroke="#e9d8fd" stroke-width="4"/>',
    '<text x="32" y="42" font-family="system-ui, sans-serif" font-size="26" font-weight="700" ',
    'text-anchor="middle" fill="#fff">F</text>',
  ].join(''),
}

/**
 * The 64 × 64 SVG logo of a devnet currency (`ETH`, `FUSD`, `FOY`), or `undefined` for another symbol.
 *
 * @example
 * tokenLogo('FUSD') // '<svg …><circle … fill="#1f9d55"/>…$</text></svg>'
 */
export function tokenLogo(symbol: string): string | undefined {
  const body = Object.hasOwn(logos, symbol) ? logos[symbol] : undefined
  return (
    body && `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${body}</svg>`
  )
}

// The payment currencies' signs, each on a disc of its own colour: what the Buy form shows beside them.
const currencySigns: Readonly<Record<string, { sign: string; fill: string }>> = {
  USD: { sign: '$', fill: '#2f855a' },
  EUR: { sign: '€', fill: '#2b6cb0' },
  GBP: { sign: '£', fill: '#6b46c1' },
  JPY: { sign: '¥', fill: '#c53030' },
}

/**
 * The 64 × 64 SVG icon of a payment currency (`USD`, `EUR`, `GBP`, `JPY`: its sign on a coloured disc;
 * another code: its letters on a grey one), as the service's `/public/getCurrencyImage/:id` serves it.
 *
 * @example
 * currencyLogo('EUR') // '<svg …><circle … fill="#2b6cb0"/>…€</text></svg>'
 */
export function currencyLogo(code: string): string {
  const known = Object.hasOwn(currencySigns, code) ? currencySigns[code] : undefined
  const { sign, fill } = known ?? { sign: code.slice(0, 3).replace(/[^A-Za-z0-9]/g, ''), fill: '#718096' }
  const size = sign.length > 1 ? 20 : 34
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<circle cx="32" cy="32" r="30" fill="${fill}"/>`,
    `<text x="32" y="${32 + size * 0.36}" font-family="system-ui, sans-serif" font-size="${size}" `,
    `font-weight="700" text-anchor="middle" fill="#fff">${sign}</text></svg>`,
  ].join('')
}

/**
 * A Foyer Friend's name: `Foyer Friend #<id>`.
 *
 * @example
 * nftName(0n) // 'Foyer Friend #0'
 */
export function nftName(tokenId: bigint): string {
  return `Foyer Friend #${tokenId}`
}

/**
 * Where the service serves a Foyer Friend's picture.
 *
 * @example
 * nftImageUrl('http://127.0.0.1:4000', 1n) // 'http://127.0.0.1:4000/devnet/nft-images/1.svg'
 */
export function nftImageUrl(serviceUrl: string, tokenId: bigint): string {
  return `${serviceUrl}/devnet/nft-images/${tokenId}.svg`
}

/**
 * The ERC-721 metadata document of a Foyer Friend (what its `tokenURI` points at).
 *
 * @example
 * nftMetadata('http://127.0.0.1:4000', 0n) // { name: 'Foyer Friend #0', description: '…', image: 'http://127.0.0.1:4000/devnet/nft-images/0.svg', attributes: [...] }
 */
export function nftMetadata(serviceUrl: string, tokenId: bigint) {
  const { shape, hue } = looks(tokenId)
  return {
    name: nftName(tokenId),
    description: 'A Foyer Friend: a collectible of the Foyer demo, on a local chain only.',
    image: nftImageUrl(serviceUrl, tokenId),
    attributes: [
      { trait_type: 'Shape', value: shape },
      { trait_type: 'Hue', value: hue },
    ],
  }
}

const shapes = ['Circle', 'Square', 'Triangle', 'Diamond', 'Star'] as const

function looks(tokenId: bigint): { shape: (typeof shapes)[number]; hue: number } {
  const index = Number(tokenId % BigInt(shapes.length))
  // Golden-angle steps: neighbouring ids get far-apart colours.
  return { shape: shapes[index] ?? 'Circle', hue: Number((tokenId * 137n) % 360n) }
}

const figures: Readonly<Record<(typeof shapes)[number], string>> = {
  Circle: '<circle cx="64" cy="64" r="36"/>',
  Square: '<rect x="30" y="30" width="68" height="68" rx="8"/>',
  Triangle: '<path d="M64 24 104 96H24Z"/>',
  Diamond: '<path d="M64 20 106 64 64 108 22 64Z"/>',
  Star: '<path d="M64 18 75 50 108 50 81 70 91 104 64 84 37 104 47 70 20 50 53 50Z"/>',
}

/**
 * A Foyer Friend's 128 × 128 SVG picture: a white shape on a coloured square, both picked by the id,
 * with the id in a corner, so neighbouring ids look different.
 *
 * @example
 * nftImage(0n) // '<svg …><rect … fill="hsl(0 65% 52%)"/><g fill="#fff"><circle …/></g>…#0</text></svg>'
 */
export function nftImage(tokenId: bigint): string {
  const { shape, hue } = looks(tokenId)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">',
    `<rect width="128" height="128" rx="16" fill="hsl(${hue} 65% 52%)"/>`,
    `<g fill="#fff" fill-opacity="0.9">${figures[shape]}</g>`,
    '<text x="118" y="120" font-family="system-ui, sans-serif" font-size="14" font-weight="600" ',
    `text-anchor="end" fill="#fff">#${tokenId}</text></svg>`,
  ].join('')
}

import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../api/blockchain/blockchain-api.types.js'
import { transferLine } from './activity/activity.rules.js'
import { activityItem } from './activity/activity.selectors.js'
import { shownIdentity } from './identity/identity.rules.js'
import { nftCard } from './nft-gallery/nft-gallery.rules.js'
import { tokenRow } from './portfolio/portfolio.selectors.js'

// Names a visitor reads to decide (a token's, an NFT's, an account's) are anyone's to write: a right-
// to-left override or a zero-width space in them shows as an escape in every view model, never as it is.

const RLO = '\u202E'
const ZWSP = '\u200B'

const usdc: TokenBalance = {
  name: `USD${ZWSP} Coin`,
  symbol: `US${ZWSP}DC`,
  chainId: 'eip155:1',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  price: 1,
  value: 12.5,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: '',
}

describe('names in view models show hidden and reordering characters as escapes', () => {
  it('in the Tokens list', () => {
    const row = tokenRow(usdc)
    expect(row.symbol).toBe('US\\u{200B}DC')
    expect(row.name).toBe('USD\\u{200B} Coin')
    expect(tokenRow({ ...usdc, name: 'USD Coin', symbol: 'USDC' })).toMatchObject({
      name: 'USD Coin',
      symbol: 'USDC',
    })
  })

  it('in Activity', () => {
    expect(
      transferLine('send', { kind: 'fungible', direction: 'out', quantity: '1', symbol: `US${ZWSP}DC` }),
    ).toMatchObject({ symbol: 'US\\u{200B}DC' })
    expect(
      transferLine('mint', { kind: 'nft', direction: 'in', quantity: '1', name: `gift${RLO}gpj.exe` }),
    ).toMatchObject({ name: 'gift\\u{202E}gpj.exe' })
  })

  it('in an Activity line’s title, the indexer’s operation type', () => {
    const item = activityItem({
      id: '0x01',
      hash: '0x01',
      chainId: 'eip155:1',
      operationType: `receive${RLO}dnes`,
      status: 'confirmed',
      minedAt: '2026-11-24T10:00:00Z',
      sentFrom: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      transfers: [],
    })
    expect(item.title).toBe('Receive\\u{202E}dnes')
  })

  it('in the NFT gallery, the name from metadata and the collection', () => {
    const collection = { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', name: `Friends${RLO}` }
    const card = nftCard({ collection, tokenId: '7', name: `Friend${ZWSP} #7` })
    expect(card.name).toBe('Friend\\u{200B} #7')
    expect(card.collection).toBe('Friends\\u{202E}')
    expect(nftCard({ collection, tokenId: '8' }).name).toBe('Friends\\u{202E} #8')
  })

  it("in the account's name", () => {
    expect(shownIdentity({ name: `vitalik${ZWSP}.eth`, avatar: undefined }, 'eip155:1').name).toBe(
      'vitalik\\u{200B}.eth',
    )
    expect(shownIdentity({ name: `\u2067moc.elgoog\u2069.eth`, avatar: undefined }, 'eip155:1').name).toBe(
      '\\u{2067}moc.elgoog\\u{2069}.eth',
    )
    expect(shownIdentity({ name: 'vitalik.eth', avatar: undefined }, 'eip155:1').name).toBe('vitalik.eth')
  })
})

import { describe, expect, it } from 'vitest'
import { accountOf } from '../../account-data/account-data.fixtures.js'
import { base } from '../../networks/definitions/evm.js'
import { solana } from '../../networks/definitions/solana.js'
import { solanaMock } from '../connection/connection.fixtures.js'
import { looksUpIdentity, shownIdentity } from './identity.rules.js'

describe('identity rules (SPEC §9)', () => {
  const account = accountOf('a')
  if (!account) throw new Error('no fixture account')

  it('looks names up on EVM networks that are not testnets only', () => {
    expect(looksUpIdentity(account)).toBe(true)
    expect(looksUpIdentity({ ...account, network: base })).toBe(true)
    expect(looksUpIdentity({ ...account, network: { ...base, testnet: true } })).toBe(false)
    // Whether a namespace has names is its adapter's kit's to say: Solana's has none.
    expect(looksUpIdentity({ ...account, network: solana, adapter: solanaMock() })).toBe(false)
  })

  it('shows the avatar on Ethereum mainnet only, the name everywhere', () => {
    const identity = { name: 'a.eth', avatar: 'https://avatars.example/a.png' }
    expect(shownIdentity(identity, 'eip155:1')).toEqual({
      name: 'a.eth',
      avatarUrl: 'https://avatars.example/a.png',
    })
    expect(shownIdentity(identity, 'eip155:8453')).toEqual({ name: 'a.eth', avatarUrl: undefined })
    expect(shownIdentity(undefined, 'eip155:1')).toEqual({ name: undefined, avatarUrl: undefined })
  })
})

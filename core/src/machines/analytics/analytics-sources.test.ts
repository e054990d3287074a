import { describe, expect, it } from 'vitest'
import type { PreparedTransfer } from '../../chains/transfer.types.js'
import { eventOfEmitted, eventOfModal, eventOfWalletList, isSourceEmitted } from './analytics-sources.js'

const transfer = {
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  amount: 10n ** 16n,
  caipNetworkId: 'eip155:31337' as const,
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  fee: 21_000n,
  balance: 10n ** 18n,
  nativeBalance: 10n ** 18n,
  symbol: 'ETH',
  feeTerms: {},
} satisfies PreparedTransfer

describe('eventOfEmitted', () => {
  it('names a connection made by the attempt its actor last started, and the namespace', () => {
    expect(
      eventOfEmitted(
        { type: 'connection.made' },
        { namespace: 'solana', attempt: { connectorId: 'phantom', connectorType: 'ANNOUNCED' } },
      ),
    ).toEqual({
      event: 'CONNECT_SUCCESS',
      properties: { method: 'ANNOUNCED', name: 'phantom', namespace: 'solana' },
    })
    expect(eventOfEmitted({ type: 'connection.made' })).toMatchObject({
      properties: { method: 'unknown', name: 'unknown' },
    })
  })

  it('tells transfers with the network, the symbol and the amount in the smallest unit, as a string', () => {
    const properties = { network: 'eip155:31337', token: 'ETH', amount: '10000000000000000' }
    expect(eventOfEmitted({ type: 'send.initiated', transfer })).toEqual({
      event: 'SEND_INITIATED',
      properties,
    })
    expect(eventOfEmitted({ type: 'send.succeeded', transfer, id: '0xabc' })).toEqual({
      event: 'SEND_SUCCESS',
      properties,
    })
  })

  it('tells a failed history read without its address or message, and the account type chosen', () => {
    expect(
      eventOfEmitted({
        type: 'ERROR_FETCH_TRANSACTIONS',
        address: '0xabc',
        caipNetworkId: 'eip155:1',
        message: 'x',
      }),
    ).toEqual({ event: 'ERROR_FETCH_TRANSACTIONS', properties: { network: 'eip155:1' } })
    expect(eventOfEmitted({ type: 'accountType.set', accountType: 'smartAccount' })).toEqual({
      event: 'SET_PREFERRED_ACCOUNT_TYPE',
      properties: { accountType: 'smartAccount' },
    })
  })

  it('tells the four social steps with their provider, and nothing of the username or error text', () => {
    expect(eventOfEmitted({ type: 'social.started', provider: 'x' })).toEqual({
      event: 'SOCIAL_LOGIN_STARTED',
      properties: { provider: 'x' },
    })
    expect(eventOfEmitted({ type: 'social.requestedUserData', provider: 'farcaster' })?.event).toBe(
      'SOCIAL_LOGIN_REQUEST_USER_DATA',
    )
    expect(eventOfEmitted({ type: 'social.succeeded', provider: undefined, username: 'vitalik' })).toEqual({
      event: 'SOCIAL_LOGIN_SUCCESS',
      properties: { provider: 'unknown' },
    })
    expect(eventOfEmitted({ type: 'social.failed', provider: 'google', error: 'Popup closed' })).toEqual({
      event: 'SOCIAL_LOGIN_ERROR',
      properties: { provider: 'google' },
    })
  })

  it('ignores the other events of those actors', () => {
    expect(eventOfEmitted({ type: 'connection.attemptEnded' })).toBeUndefined()
    expect(isSourceEmitted({ type: 'connection.answered' })).toBe(false)
    expect(isSourceEmitted({ type: 'connection.made' })).toBe(true)
    expect(isSourceEmitted({ type: 'social.failed' })).toBe(true)
  })
})

describe('eventOfModal', () => {
  it('tells an open and a close with whether a wallet is connected, nothing while it stays', () => {
    expect(eventOfModal({ wasOpen: false, isOpen: true, connected: false })).toEqual({
      event: 'MODAL_OPEN',
      properties: { connected: false },
    })
    expect(eventOfModal({ wasOpen: true, isOpen: false, connected: true })).toEqual({
      event: 'MODAL_CLOSE',
      properties: { connected: true },
    })
    expect(eventOfModal({ wasOpen: true, isOpen: true, connected: true })).toBeUndefined()
  })
})

describe('eventOfWalletList', () => {
  it('tells a search once, when the list starts loading it', () => {
    const loading = { status: 'loading', query: 'rain', certifiedOnly: true } as const
    expect(eventOfWalletList(loading, '')).toEqual({
      event: 'SEARCH_WALLET',
      properties: { search: 'rain', certifiedOnly: true },
    })
    expect(eventOfWalletList(loading, 'rain')).toBeUndefined()
    expect(eventOfWalletList({ ...loading, query: '' }, 'rain')).toBeUndefined()
    expect(eventOfWalletList({ status: 'empty', query: 'zzz', certifiedOnly: false }, '')).toBeUndefined()
  })
})

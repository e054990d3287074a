import { describe, expect, it } from 'vitest'
import { base, solana } from '../../networks/definitions/index.js'
import { EVM_ADDRESS, evmMock, solanaMock } from '../connection/connection.fixtures.js'
import { isNameToResolve, receiverAddressOf } from './send.form.js'
import type { SendContext } from './send.types.js'

// Which receivers the Send form looks up: the chain's own names (ENS) on a namespace with names, the
// name service's (`.reown.id`) only where the site gave its resolver; never an address, a name looked
// up already, or anything on a namespace without names.

const form = (receiver: string, overrides: Partial<SendContext> = {}): SendContext => ({
  resolveName: undefined,
  account: { address: EVM_ADDRESS, network: base, adapter: evmMock() },
  token: undefined,
  amount: '',
  receiver,
  resolved: undefined,
  quote: undefined,
  error: undefined,
  ...overrides,
})

describe('names typed as receivers', () => {
  it('looks up ENS names on EVM, and the name service’s only with its resolver', () => {
    expect(isNameToResolve(form('friend.eth'))).toBe(true)
    expect(isNameToResolve(form('satoshi.reown.id'))).toBe(false)
    expect(isNameToResolve(form('satoshi.reown.id', { resolveName: async () => undefined }))).toBe(true)
  })

  it('never looks up an address, a name looked up already, or on a namespace without names', () => {
    expect(isNameToResolve(form(EVM_ADDRESS))).toBe(false)
    expect(
      isNameToResolve(form('friend.eth', { resolved: { name: 'friend.eth', address: undefined } })),
    ).toBe(false)
    const onSolana = {
      address: 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN',
      network: solana,
      adapter: solanaMock(),
    }
    expect(isNameToResolve(form('friend.eth', { account: onSolana }))).toBe(false)
  })

  it('pays the address a name was found to point to, only while it is one of the account’s namespace', () => {
    const resolved = { name: 'friend.eth', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }
    expect(receiverAddressOf(form('Friend.eth ', { resolved }))).toBe(resolved.address)
    expect(receiverAddressOf(form('other.eth', { resolved }))).toBeUndefined()
  })
})

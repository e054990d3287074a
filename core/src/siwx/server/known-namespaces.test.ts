import { describe, expect, it, vi } from 'vitest'

// A server creates no adapters, so no namespace's kit would be registered: the server entry's message
// functions register every one themselves. Fresh modules here, so the test setup's registration of
// every kit does not count.

const data = {
  domain: 'app.example.com',
  uri: 'https://app.example.com',
  version: '1',
  chainId: 'eip155:1',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  nonce: 'k2Xq9LmN4pRt',
  issuedAt: '2025-01-31T12:00:00.000Z',
} as const

describe('@foyer/core/server without adapters', () => {
  it("holds a message's chain id to its namespace's rule, not CAIP's general one", async () => {
    vi.resetModules()
    const { kitOf } = await import('../../chains/kits.js')
    const server = await import('../../exports/server.js')
    expect(kitOf('eip155').displayName, 'nothing registered yet').toBe('eip155')
    const message = server.createSiwxMessage(data)
    expect(server.parseSiwxMessage(message).chainId).toBe('eip155:1')
    // CAIP-2's general reference shape takes '01'; EIP-155 chain ids have no leading zero.
    expect(kitOf('eip155').referencePattern.test('01')).toBe(false)
    expect(() => server.parseSiwxMessage(message.replace('Chain ID: 1\n', 'Chain ID: 01\n'))).toThrow()
  })
})

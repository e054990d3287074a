import { describe, expect, it } from 'vitest'
import { eip155 } from '../../chains/eip155/eip155.adapter.js'
import { createFoyer } from '../../create-foyer.js'
import * as server from '../../exports/server.js'
import { mainnet } from '../../networks/definitions/index.js'

// A server creates no adapters and calls nothing first: its message functions hold a message to its
// namespace's own rules (EVM, Solana, Bitcoin kits) because sign-in messages always are, on a page
// whatever its adapters and on a server, never because something registered them before.

const data = {
  domain: 'app.example.com',
  uri: 'https://app.example.com',
  version: '1',
  chainId: 'eip155:1',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  nonce: 'k2Xq9LmN4pRt',
  issuedAt: '2025-01-31T12:00:00.000Z',
} as const
const bitcoinAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

/** Every check below, made again before and after a page's Foyer exists: the answers never change. */
function expectNamespaceRules(): void {
  const message = server.createSiwxMessage(data)
  expect(server.parseSiwxMessage(message).chainId).toBe('eip155:1')
  // CAIP-2's general reference shape takes `01`; EIP-155 chain ids have no leading zero.
  expect(() => server.parseSiwxMessage(message.replace('Chain ID: 1\n', 'Chain ID: 01\n'))).toThrow(
    server.InvalidSiwxMessageError,
  )
  // Bitcoin's references are lowercase genesis hashes; CAIP-2's general shape takes capitals too.
  const bitcoin = {
    ...data,
    chainId: 'bip122:000000000019d6689c085ae165831e93' as const,
    accountAddress: bitcoinAddress,
  }
  expect(server.createSiwxMessageData(bitcoin).chainId).toBe(bitcoin.chainId)
  expect(() =>
    server.createSiwxMessageData({ ...bitcoin, chainId: 'bip122:000000000019D6689C085AE165831E93' }),
  ).toThrow(server.InvalidSiwxMessageError)
}

describe('@foyer/core/server: the kits sign-in messages are checked with', () => {
  it('holds a message to its namespace’s own rules with no adapter anywhere, and the same with a page’s', () => {
    expectNamespaceRules()
    const foyer = createFoyer({ isMobile: false, adapters: [eip155({ networks: [mainnet] })] })
    try {
      expectNamespaceRules()
    } finally {
      foyer.stop()
    }
    expectNamespaceRules()
  })

  it('refuses an allowed chain its namespace does not accept, as a programmer error', async () => {
    const options = { message: 'x', signature: 'y', domain: data.domain }
    await expect(server.verifySiwxMessage({ ...options, chains: ['eip155:01'] })).rejects.toThrow(
      server.InvalidVerifyOptionsError,
    )
    await expect(server.verifySiwxMessage({ ...options, chains: ['eip155:1'] })).resolves.toMatchObject({
      ok: false,
    })
  })
})

import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { startAnvil } from '../../devnet/anvil.js'

// The devnet helper the other EVM tests stand on.

describe('startAnvil', () => {
  it('starts a chain with the asked chain id on a free port, and stop() ends it', async () => {
    const anvil = await startAnvil({ chainId: 31_999 })
    expect(anvil.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const client = createPublicClient({ transport: http(anvil.rpcUrl, { retryCount: 0 }) })
    expect(await client.getChainId()).toBe(31_999)
    await anvil.stop()
    await expect(client.getChainId()).rejects.toThrow()
    // A second stop is harmless.
    await expect(anvil.stop()).resolves.toBeUndefined()
  })

  it('fails with the process output when anvil cannot listen', async () => {
    const first = await startAnvil({ chainId: 31_999 })
    try {
      const port = Number(new URL(first.rpcUrl).port)
      await expect(startAnvil({ chainId: 31_999, port })).rejects.toThrow(
        /exited before listening[\s\S]*--- output ---/,
      )
    } finally {
      await first.stop()
    }
  })
})

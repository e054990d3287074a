import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { bitcoinLocalNetwork, DEVNET_A, DEVNET_B, solanaLocalNetwork } from '../test/devnet/local-networks.js'
import { generateWallets } from '../test/devnet/wallet-directory.js'

// The README's sentence on the demo's wallet directory: how many wallets the service holds and how
// many All wallets shows, which are those supporting one of the demo's chains (the directory is asked
// for the site's configured chains only).
const sentence = readFileSync('README.md', 'utf8').replace(/\s+/g, ' ')
const stated = /wallet directory of (\d+) generated wallets, of which All wallets shows the (\d+)/.exec(
  sentence,
)

describe("the README's wallet count", () => {
  it('says how many wallets the directory holds and how many the demo lists, and both are true', () => {
    const demoChains: readonly string[] = [
      `eip155:${DEVNET_A}`,
      `eip155:${DEVNET_B}`,
      solanaLocalNetwork('http://127.0.0.1:8899').caipNetworkId,
      bitcoinLocalNetwork().caipNetworkId,
    ]
    const wallets = generateWallets()
    const listed = wallets.filter((wallet) => wallet.chains.some((chain) => demoChains.includes(chain)))
    expect(stated?.slice(1).map(Number)).toEqual([wallets.length, listed.length])
  })
})

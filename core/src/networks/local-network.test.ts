import { describe, expect, it } from 'vitest'
import { mainnet } from './definitions/evm.js'
import { isLocalNetwork } from './local-network.js'

const on = (...http: string[]) => ({ rpcUrls: { default: { http } } })

describe('isLocalNetwork', () => {
  it('is true when every RPC endpoint is on this machine', () => {
    expect(isLocalNetwork(on('http://127.0.0.1:8545'))).toBe(true)
    expect(isLocalNetwork(on('http://localhost:8545', 'http://[::1]:8546/rpc'))).toBe(true)
  })

  it('is false for a hosted endpoint, a mix, no endpoint or a URL that does not parse', () => {
    expect(isLocalNetwork(mainnet)).toBe(false)
    expect(isLocalNetwork(on('http://127.0.0.1:8545', 'https://rpc.example.com'))).toBe(false)
    expect(isLocalNetwork(on())).toBe(false)
    expect(isLocalNetwork(on('127.0.0.1:8545'))).toBe(false)
    expect(isLocalNetwork(on('http://127.0.0.1.example.com'))).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { rpcAccountReader } from './account-reader.js'

const account = {
  lamports: 5,
  owner: 'AddressLookupTab1e1111111111111111111111111',
  data: [btoa('\u0001\u0002'), 'base64'],
}

describe('rpcAccountReader', () => {
  it('asks getAccountInfo in base64 once per address, and reads the account or its absence', async () => {
    const asked: unknown[] = []
    const read = rpcAccountReader(async (method, params) => {
      asked.push([method, ...params])
      return { context: { slot: 1 }, value: params[0] === 'missing' ? null : account }
    })
    expect(await read('table')).toEqual({ owner: account.owner, lamports: 5n, data: Uint8Array.of(1, 2) })
    expect(await read('table')).toEqual({ owner: account.owner, lamports: 5n, data: Uint8Array.of(1, 2) })
    expect(await read('missing')).toBeNull()
    expect(asked).toEqual([
      ['getAccountInfo', 'table', { encoding: 'base64', commitment: 'confirmed' }],
      ['getAccountInfo', 'missing', { encoding: 'base64', commitment: 'confirmed' }],
    ])
  })

  it('fails, rather than read an empty account, on an answer of another shape or no answer in time', async () => {
    const junk = rpcAccountReader(async () => ({ value: { ...account, data: 'AQI=' } }))
    await expect(junk('table')).rejects.toThrow(/the node answered .* for an account/)
    const started = Date.now()
    const silent = rpcAccountReader(() => new Promise(() => {}), 50)
    await expect(silent('table')).rejects.toThrow('no answer within 50 ms')
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})

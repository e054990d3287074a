import { describe, expect, it } from 'vitest'
import { isUserRejection } from '../../../errors/rpc.js'
import { sendEvmCall } from './evm-transfer.js'

// A contract call built elsewhere (a swap's approval or swap) goes to the wallet as it was built, with
// the chain id, and the wallet's answer must be a transaction hash.
const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ROUTER = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const HASH = `0x${'ab'.repeat(32)}`

function wallet(answer: unknown) {
  const asked: { method: string; params?: unknown }[] = []
  const client = {
    request: async (request: { method: string; params?: unknown }) => {
      asked.push(request)
      if (answer instanceof Error) throw answer
      return answer
    },
  }
  return { client: client as Parameters<typeof sendEvmCall>[0], asked }
}

describe('sendEvmCall', () => {
  it('sends the call as built, with its gas and the chain id, and returns the hash', async () => {
    const { client, asked } = wallet(HASH)
    const call = { to: ROUTER, data: '0x38ed1739', value: 10n ** 18n, gas: 200_000n }
    await expect(sendEvmCall(client, { from: FROM, call, caipNetworkId: 'eip155:31337' })).resolves.toBe(HASH)
    expect(asked).toEqual([
      {
        method: 'eth_sendTransaction',
        params: [
          {
            from: FROM,
            to: ROUTER,
            value: '0xde0b6b3a7640000',
            data: '0x38ed1739',
            gas: '0x30d40',
            chainId: '0x7a69',
          },
        ],
      },
    ])
  })

  it('refuses what is no contract call before the wallet is asked, and an answer that is no hash', async () => {
    const { client, asked } = wallet(HASH)
    await expect(
      sendEvmCall(client, {
        from: FROM,
        call: { to: 'router', data: '0x', value: 0n },
        caipNetworkId: 'eip155:1',
      }),
    ).rejects.toThrow(TypeError)
    await expect(
      sendEvmCall(client, {
        from: FROM,
        call: { to: ROUTER, data: '0xabc', value: 0n },
        caipNetworkId: 'eip155:1',
      }),
    ).rejects.toThrow(TypeError)
    expect(asked).toEqual([])
    const junk = wallet('ok')
    await expect(
      sendEvmCall(junk.client, {
        from: FROM,
        call: { to: ROUTER, data: '0x', value: 0n },
        caipNetworkId: 'eip155:1',
      }),
    ).rejects.toMatchObject({ code: 'INVALID_TRANSACTION_HASH_ANSWER' })
  })

  it('keeps the wallet refusal’s code', async () => {
    const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const { client } = wallet(refusal)
    const sent = sendEvmCall(client, {
      from: FROM,
      call: { to: ROUTER, data: '0x', value: 0n },
      caipNetworkId: 'eip155:1',
    })
    const caught = await sent.catch((error: unknown) => error)
    // The form reads a refusal through the same check as Send's.
    expect(isUserRejection(caught)).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { EVM_ADDRESS, evmMock, mockConnection } from '../connection/connection.fixtures.js'
import { askWalletActor } from './wallet-request.actor.js'

describe('askWalletActor', () => {
  it("answers a signMessage request with the wallet's signature, and fails with the wallet's refusal", async () => {
    const adapter = evmMock()
    const ask = () =>
      toPromise(
        createActor(askWalletActor, {
          input: {
            adapter,
            connection: mockConnection(),
            request: { kind: 'signMessage', sign: { message: 'hi' } },
          },
        }).start(),
      )
    await expect(ask()).resolves.toBe(`mock-signature:${EVM_ADDRESS}:hi`)
    adapter.controls.behaviour.signMessage = 'reject'
    await expect(ask()).rejects.toMatchObject({ code: 'RPC_4001' })
  })

  it('answers a send request with what its own sending code returns for the connection', async () => {
    const connection = mockConnection()
    const sentWith: unknown[] = []
    const answer = await toPromise(
      createActor(askWalletActor, {
        input: {
          adapter: evmMock(),
          connection,
          request: {
            kind: 'send',
            send: async (given) => {
              sentWith.push(given)
              return '0xabc'
            },
          },
        },
      }).start(),
    )
    expect(answer).toBe('0xabc')
    expect(sentWith).toEqual([connection])
  })
})

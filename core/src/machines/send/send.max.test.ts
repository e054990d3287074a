import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import type { ActiveAccount } from '../../account-data/active-account.js'
import type { PreparedTransfer, Transfer } from '../../chains/transfer.types.js'
import { mainnet } from '../../networks/definitions/index.js'
import { EVM_ADDRESS, evmMock } from '../connection/connection.fixtures.js'
import { sendMachine } from './send.machine.js'
import { selectSendView } from './send.selectors.js'
import { sendProblemText } from './send.words.js'

// Max with nothing to send: a token the account holds none of says so plainly (rather than naming the
// smallest unit as "needed"), and a coin whose balance does not cover the fee says that, with the numbers.

// An adapter that sends (the test answers for its chain, through the machine's actors).
const sender = { ...evmMock(), loadTransfers: () => Promise.reject(new Error('the test answers')) }
const account: ActiveAccount = { address: EVM_ADDRESS, network: mainnet, adapter: sender }
const FUSD = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'FUSD',
  name: 'Foyer Dollar',
  decimals: 18,
}

function withChain(balance: bigint, nativeBalance: bigint) {
  return createActor(
    sendMachine.provide({
      actors: {
        watchAccount: fromCallback(() => () => {}),
        prepareTransfer: fromPromise<PreparedTransfer, { account: ActiveAccount; transfer: Transfer }>(
          async ({ input: { transfer } }) => ({
            ...transfer,
            caipNetworkId: mainnet.caipNetworkId,
            from: EVM_ADDRESS,
            fee: 10n ** 15n,
            balance,
            nativeBalance,
            symbol: transfer.token ? 'FUSD' : 'ETH',
            feeTerms: {},
          }),
        ),
      },
    }),
    { input: {} },
  ).start()
}

describe('Max with nothing to send', () => {
  it('says a token is not held', async () => {
    const send = withChain(0n, 10n ** 18n)
    send.send({ type: 'SEND.ACCOUNT_CHANGED', account })
    send.send({ type: 'SEND.SET_TOKEN', token: FUSD })
    send.send({ type: 'SEND.MAX' })
    const done = await waitFor(send, (snapshot) => snapshot.matches({ editing: 'idle' }))
    expect(done.context).toMatchObject({ amount: '0', error: { kind: 'noneHeld', symbol: 'FUSD' } })
    const view = selectSendView(done)
    expect(view.error).toBeUndefined()
    expect(view.maxMessage && sendProblemText(view.maxMessage)).toBe('You hold no FUSD')
    send.stop()
  })

  it('says the coin does not cover the fee, with the numbers', async () => {
    const send = withChain(10n ** 14n, 10n ** 14n)
    send.send({ type: 'SEND.ACCOUNT_CHANGED', account })
    send.send({ type: 'SEND.MAX' })
    const done = await waitFor(send, (snapshot) => snapshot.matches({ editing: 'idle' }))
    // As data: what the fee needs and what the coin's balance holds, exact decimal strings.
    expect(selectSendView(done).maxMessage).toEqual({
      kind: 'shortfall',
      lacking: 'fee',
      needed: { amount: '0.001', symbol: 'ETH' },
      available: { amount: '0.0001', symbol: 'ETH' },
    })
    expect(sendProblemText(selectSendView(done).maxMessage ?? { kind: 'spec', text: '' })).toBe(
      'Not enough ETH for the network fee: 0.001 ETH needed, 0.0001 ETH available',
    )
    send.stop()
  })
})

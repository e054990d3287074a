import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { createFoyer } from '../../create-foyer.js'
import { isFoyerError } from '../../errors/base.js'
import { evmMock } from '../../machines/connection/connection.fixtures.js'
import { isSettled } from '../../machines/connection/connection.selectors.js'
import { memoryStorage } from '../../storage/memory.js'
import { pay } from './pay.module.js'

// The pay module on a running Foyer: `foyer.pay` opens the Pay view and settles its promise with the
// machine's outcome, downloaded with the first request. The scripted adapter has no sending code, so
// a readable request ends as a network payments are not offered on.

const MERCHANT = '0x0D8e461687b7D06f86EC348E0c270b0F279855F0'
const start = () =>
  createFoyer({ adapters: [evmMock()], modules: [pay()], storage: memoryStorage(), isMobile: false })

async function reason(promise: Promise<string>): Promise<string> {
  try {
    return `paid ${await promise}`
  } catch (error) {
    return isFoyerError(error) ? `${error.code}: ${error.shortMessage}` : String(error)
  }
}

describe('pay module', () => {
  it('opens the Pay view and rejects an unreadable request with its reason', async () => {
    const foyer = start()
    const paying = foyer.pay({ network: 'eip155:1', asset: 'native', amount: '1e3', recipient: MERCHANT })
    expect(foyer.getState().router.view).toEqual({ name: 'Pay' })
    expect(await reason(paying)).toBe(
      'PAY_INVALID_REQUEST: This payment request is not valid: the amount must be a decimal string above 0, like "0.01"',
    )
    expect(
      await reason(
        foyer.pay({
          network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          asset: 'native',
          amount: '1',
          recipient: MERCHANT,
        }),
      ),
    ).toBe('PAY_NETWORK_NOT_SUPPORTED: This site cannot pay on that network')
    foyer.stop()
  })

  it('a readable request on a namespace without sending code ends as not supported, after the wallet connected', async () => {
    const foyer = start()
    foyer.connect('mock')
    const connection = foyer.getActor('connection.eip155')
    if (connection) await waitFor(connection, isSettled)
    expect(
      await reason(foyer.pay({ network: 'eip155:1', asset: 'native', amount: '0.01', recipient: MERCHANT })),
    ).toBe('PAY_NETWORK_NOT_SUPPORTED: This site cannot pay on that network')
    foyer.stop()
  })
})

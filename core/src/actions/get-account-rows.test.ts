import { describe, expect, it } from 'vitest'
import { createFoyer } from '../create-foyer.js'
import { evmMock, settle } from '../machines/connection/connection.fixtures.js'
import { accountData } from '../modules/account-data/account-data.module.js'
import { multiWallet } from '../modules/multi-wallet/multi-wallet.module.js'

/** The Account view's rows come from the modules the site lists, never from the skin's knowledge of them. */
describe('getAccountRows', () => {
  it('lists no row without modules', async () => {
    const foyer = createFoyer({ isMobile: false, adapters: [evmMock()] })
    foyer.connect('mock')
    await settle()
    expect(foyer.getState().account.status).toBe('connected')
    expect(foyer.getAccountRows()).toEqual([])
    foyer.stop()
  })

  it("lists each module's rows in the modules' order, the account data tabs once an account is connected", async () => {
    const foyer = createFoyer({
      isMobile: false,
      adapters: [evmMock()],
      modules: [multiWallet(), accountData()],
    })
    expect(foyer.getAccountRows()).toEqual([{ kind: 'wallets', opens: 'ProfileWallets' }])
    foyer.connect('mock')
    await settle()
    expect(foyer.getAccountRows()).toEqual([
      { kind: 'wallets', opens: 'ProfileWallets' },
      { kind: 'accountData' },
    ])
    foyer.stop()
  })
})

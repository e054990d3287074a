import { isHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { registrationMessage } from '../../core/src/machines/name-registration/name-registration.rules.js'
import { shortenAddress } from '../../core/src/networks/address.js'
import { evmChainIdToCoinType } from '../../core/src/networks/coin-type.js'
import { ANVIL_PRIVATE_KEY_1, DEVNET_A } from '../devnet/local-networks.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { loginWithEmail } from './support/email-login.js'

/**
 * Choosing a name for an embedded-wallet account, in Chromium: the demo with the account names module,
 * the dev login frame, and the local API's name service, which registers only what the account
 * really signed. The visitor opens Account, chooses a name from the suggestions, approves the
 * signature, and the Account view is then headed by the name.
 */

const run = useDemoInChromium({ context: { viewport: { width: 1280, height: 800 } } })

describe('account names in Chromium', () => {
  it('registers a suggested name with a real signature; the Account view then shows it; a taken name says why', async () => {
    // The name service starts empty (a retry meets the names its first attempt registered otherwise).
    run.stack.api.reset()
    // Someone else holds satoshi.reown.id already.
    const other = privateKeyToAccount(ANVIL_PRIVATE_KEY_1)
    const taken = registrationMessage('satoshi.reown.id', Date.now())
    const answer = await fetch(`${run.stack.api.url}/v1/profile/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: 60,
        address: other.address,
        message: taken,
        signature: await other.signMessage({ message: taken }),
      }),
    })
    expect(answer.status).toBe(200)

    const address = await loginWithEmail(run, 'satoshi@example.com')
    await run.demo.accountButton(shortenAddress(address)).click()
    await run.demo.dialog.getByRole('button', { name: 'Choose a name' }).click()

    const field = run.demo.dialog.getByRole('textbox', { name: 'Name' })
    await field.fill('sat')
    expect(await run.demo.dialog.getByRole('button', { name: 'Register' }).isDisabled()).toBe(true)
    await field.fill('satoshi')
    const suggestions = run.demo.dialog.getByRole('list', { name: 'Suggestions' })
    const takenRow = suggestions.getByRole('button', { name: /^satoshi\.reown\.id/ })
    await takenRow.waitFor()
    expect(await takenRow.textContent()).toContain('Taken')
    expect(await takenRow.isDisabled()).toBe(true)
    await expectAccessible(run.page, 'RegisterAccountName with suggestions')
    const asked = run.stack.api.requests.filter((request) =>
      request.path.startsWith('/v1/profile/suggestions/'),
    )
    expect(asked.map((request) => [request.path, request.query.zone])).toEqual([
      ['/v1/profile/suggestions/satoshi', 'reown.id'],
    ])

    // Registering the taken name anyway: the service's reason, and the field keeps what was typed.
    await run.demo.dialog.getByRole('button', { name: 'Register' }).click()
    const approval = run.page.getByRole('dialog', { name: 'Approve transaction' })
    await approval.getByRole('button', { name: 'Approve' }).click()
    await run.demo.dialog.getByRole('alert').getByText('satoshi.reown.id is already registered').waitFor()
    expect(await field.inputValue()).toBe('satoshi')

    await field.fill('satoshin')
    await field.fill('satoshi')
    await suggestions.getByRole('button', { name: /^satoshi1\.reown\.id/ }).click()
    await approval.getByRole('heading', { name: 'Sign a message' }).waitFor()
    expect(await approval.textContent()).toContain('satoshi1.reown.id')
    await approval.getByRole('button', { name: 'Approve' }).click()

    await run.demo.dialog.getByRole('heading', { name: 'satoshi1.reown.id' }).waitFor()
    await expectAccessible(run.page, 'RegisterAccountNameSuccess')
    const registration = run.stack.api.requests.filter((request) => request.method === 'POST').at(-1)
    expect(registration?.body).toMatchObject({ coin_type: evmChainIdToCoinType(DEVNET_A), address })
    const message = String(Reflect.get(Object(registration?.body), 'message'))
    const signature = Reflect.get(Object(registration?.body), 'signature')
    if (!isHex(signature)) throw new Error(`the registration carries ${signature}`)
    expect(JSON.parse(message)).toMatchObject({ name: 'satoshi1.reown.id', attributes: {} })
    expect(await verifyMessage({ address, message, signature })).toBe(true)

    await run.demo.dialog.getByRole('button', { name: 'Back to account' }).click()
    await run.demo.dialog.getByRole('heading', { name: 'satoshi1.reown.id' }).waitFor()
    expect(await run.demo.dialog.getByRole('button', { name: 'Choose a name' }).count()).toBe(0)
  })
})

import { describe, expect, it } from 'vitest'
import { verifySiwxMessage } from '../../../core/src/exports/server.js'
import { useDemoInChromium } from '../support/demo-in-chromium.js'
import '../support/demo-window.js'
import { ATOM, devAddresses, KEPLR, loadCosmosDemo } from './cosmos-demo.js'

/**
 * Sign in with Cosmos end to end: the demo with `?siwx=required`, its Keplr-compatible dev wallet
 * signing the CAIP-122 message as ADR-036 arbitrary data. The session the page keeps is checked with
 * Foyer's server verifier, as a site's server would.
 */

const run = useDemoInChromium()

const signButton = () => run.demo.dialog.getByRole('button', { name: 'Sign', exact: true })
/** Where the page's sign-in stands (its machine's state): `signedIn` once a session is checked. */
const siwxState = () =>
  run.page.evaluate(() => String(window.foyer?.actor.system.get('siwx')?.getSnapshot().value))
const storedSessions = () =>
  run.page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('foyer:siwx-sessions:'))
      .flatMap((key) => JSON.parse(localStorage.getItem(key) ?? '[]')),
  )

describe('Sign in with Cosmos in Chromium (sign-in required)', () => {
  it('connect → sign → the session verifies on the server → reload → signed in still, nothing asked', async () => {
    const { atom } = await devAddresses()
    const wallet = await loadCosmosDemo(run, 'siwx=required')
    await run.demo.connectWith(KEPLR)
    await signButton().click()
    await run.demo.dialog.waitFor({ state: 'detached' })
    expect(await wallet.prompts('signArbitrary')).toEqual([
      { kind: 'signArbitrary', chainIds: [ATOM.chainId], answer: 'approved' },
    ])

    const [session, ...others] = await storedSessions()
    expect(others).toEqual([])
    expect(session?.data).toMatchObject({ accountAddress: atom.address, chainId: `cosmos:${ATOM.chainId}` })
    const verified = await verifySiwxMessage({
      message: session.message,
      signature: session.signature,
      domain: new URL(run.stack.url).host,
    })
    expect(verified).toMatchObject({ ok: true })
    // The check is the message's: the same signature does not sign another domain's.
    const elsewhere = session.message.replace(new URL(run.stack.url).host, 'attacker.example')
    expect(
      await verifySiwxMessage({
        message: elsewhere,
        signature: session.signature,
        domain: 'attacker.example',
      }),
    ).toMatchObject({ ok: false })

    await run.page.reload()
    await run.demo.accountButton(atom.short).waitFor()
    // Reconnected and signed in with the stored session: no prompt, and the sign view does not come back.
    await expect.poll(siwxState).toBe('signedIn')
    expect(await wallet.requests()).toEqual(expect.arrayContaining(['enable', 'getKey']))
    expect(await wallet.prompts()).toEqual([])
    expect(await run.demo.dialog.count()).toBe(0)
    expect(await storedSessions()).toHaveLength(1)
  })

  it("declining the signature shows 'Signature declined'; signing again signs in", async () => {
    const wallet = await loadCosmosDemo(run, 'siwx=required')
    await run.demo.connectWith(KEPLR)
    await wallet.rejectNext('signArbitrary')
    await signButton().click()
    await run.demo.dialog.getByRole('alert').filter({ hasText: 'Signature declined' }).waitFor()
    await signButton().click()
    await run.demo.dialog.waitFor({ state: 'detached' })
    expect((await wallet.prompts('signArbitrary')).map((prompt) => prompt.answer)).toEqual([
      'rejected',
      'approved',
    ])
    expect(await storedSessions()).toHaveLength(1)
  })
})

import { describe, expect, it } from 'vitest'
import { verifySiwxMessage } from '../../../core/src/exports/server.js'
import { useDemoInChromium } from '../support/demo-in-chromium.js'
import { connectPolkadotDevWallet } from './polkadot-demo.js'

/**
 * Sign in with Polkadot end to end: the demo with `?siwx=required` in Chromium, the Polkadot dev wallet
 * (an `injectedWeb3` extension with real keys, in the page) signing the CAIP-122 message with `signRaw`.
 * Every session the page keeps is checked in Node with Foyer's server verifier.
 */

const run = useDemoInChromium({ stack: { polkadot: true } })

const signButton = () => run.demo.dialog.getByRole('button', { name: 'Sign', exact: true })

type StoredSession = { data: { accountAddress: string; chainId: string }; message: string; signature: string }

const storedSessions = (): Promise<StoredSession[]> =>
  run.page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('foyer:siwx-sessions:'))
      .flatMap((key) => JSON.parse(localStorage.getItem(key) ?? '[]')),
  )

/** Each stored session as Foyer's server verifier judges it, for the page's own host. */
async function verified(sessions: readonly StoredSession[]) {
  const domain = new URL(run.stack.url).host
  return Promise.all(
    sessions.map(({ message, signature }) => verifySiwxMessage({ message, signature, domain })),
  )
}

describe('Sign in with Polkadot in Chromium (sign-in required)', () => {
  it('connect → sign → a session for the account on the local chain that the server accepts → reload → no prompt', async () => {
    const { devnet, wallet, accounts } = await connectPolkadotDevWallet(run, '?siwx=required')
    const { alice } = accounts
    await signButton().click()
    await run.demo.dialog.waitFor({ state: 'detached' })

    const sessions = await storedSessions()
    expect(sessions.map((session) => session.data)).toEqual([
      expect.objectContaining({ accountAddress: alice.address, chainId: devnet.caipNetworkId }),
    ])
    expect(await verified(sessions)).toEqual([expect.objectContaining({ ok: true })])
    // The message the wallet was asked to sign is the one stored, as UTF-8 hex.
    const [asked] = (await wallet.requests()).filter((request) => request.method === 'signRaw')
    expect(Buffer.from((asked?.data ?? '').slice(2), 'hex').toString('utf8')).toBe(sessions[0]?.message)
    expect(await wallet.prompts()).toEqual([
      { kind: 'enable', answer: 'approved' },
      { kind: 'signRaw', answer: 'approved' },
    ])

    await run.page.reload()
    await run.demo.accountButton(alice.short).waitFor()
    // Restored with its session: nothing asks the visitor anything.
    await expect.poll(() => wallet.requests()).toContainEqual({ method: 'accounts.get' })
    expect(await wallet.prompts()).toEqual([])
    expect(await run.demo.dialog.count()).toBe(0)
  })

  it('picking another account asks it to sign in too; a refusal says so and signing again works', async () => {
    const { wallet, accounts } = await connectPolkadotDevWallet(run, '?siwx=required')
    const { alice, bob } = accounts
    await signButton().click()
    await run.demo.dialog.waitFor({ state: 'detached' })

    await run.demo.accountButton(alice.short).click()
    await run.demo.dialog.locator('label', { hasText: 'Bob' }).click()
    await run.demo.dialog.getByText(`Sign this message to prove you own ${bob.short}`).waitFor()
    await wallet.rejectNext('signRaw')
    await signButton().click()
    await run.demo.dialog.getByRole('alert').filter({ hasText: 'Signature declined' }).waitFor()
    await signButton().click()
    await run.demo.dialog.waitFor({ state: 'detached' })

    const sessions = await storedSessions()
    expect(sessions.map((session) => session.data.accountAddress).sort()).toEqual(
      [alice.address, bob.address].sort(),
    )
    expect(await verified(sessions)).toEqual([
      expect.objectContaining({ ok: true }),
      expect.objectContaining({ ok: true }),
    ])
    expect((await wallet.prompts()).map((prompt) => `${prompt.kind} ${prompt.answer}`)).toEqual([
      'enable approved',
      'signRaw approved',
      'signRaw rejected',
      'signRaw approved',
    ])
  })
})

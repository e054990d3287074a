import { isHex, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { loginAccount } from '../devnet/login-frame/login-keys.js'
import { smartAccountAddress } from '../devnet/smart-account.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { FRAME_HARNESS_PATH } from './support/production-builds.js'

/**
 * The login frame in Chromium: the page (the demo's origin) runs the frame machine, which mounts the
 * dev login frame from another origin and opens the private channel to it; calls go over that channel
 * and come back checked. Forged messages from the page itself, from a frame of a third origin and from
 * a popup the page opened change nothing, before the handshake and after it.
 */

const run = useDemoInChromium({ context: { viewport: { width: 1280, height: 800 } } })
const loginFrame = {
  url: () => run.stack.loginFrame.url,
  inbox: (email: string) => run.stack.loginFrame.inbox(email),
  setFaults: (faults: Parameters<typeof run.stack.loginFrame.setFaults>[0]) =>
    run.stack.loginFrame.setFaults(faults),
}

/** The frame harness (support/frame-harness.ts), built beside the demo: same origin as the page. */
const harnessModule = () => new URL(FRAME_HARNESS_PATH, run.stack.url).href
const EMAIL = 'ada@example.com'

// A page of a third origin (the local API service) that forges the frame's messages at its parent, or
// at its opener when it is a popup, every 20 ms for 3 s: ready messages, port handovers, answers with
// guessed ids, and junk.
const forgerPage = `<!doctype html><script>
const target = window.opener || window.parent
const forged = [
  { type: '@w3m-frame/READY' }, '@w3m-frame/READY', { type: '@w3m-app/CONNECT_PORT' },
  { type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: '1', payload: { action: 'VERIFY_DEVICE' } },
  { type: '@w3m-frame/GET_USER_SUCCESS', id: 'x', payload: { address: '0xforged', chainId: 1 } },
  null, 42, [], { type: { toString: null } },
]
const timer = setInterval(() => { for (const data of forged) target.postMessage(data, '*') }, 20)
setTimeout(() => clearInterval(timer), 3000)
</script>`

async function startHarness(chainId: number) {
  const url = `${loginFrame.url()}?projectId=foyer-demo&chainId=${chainId}&version=foyer-test&enableLogger=false`
  await run.page.goto(`${run.stack.url}?devWallet=off`)
  // A string, not a function: the test runner would rewrite an `import()` written in this file.
  await run.page.evaluate(
    `import(${JSON.stringify(harnessModule())}).then(({ startFrameHarness }) => {
      window.frameHarness = startFrameHarness(${JSON.stringify(url)})
    })`,
  )
}

const status = () => run.page.evaluate(() => Reflect.get(window, 'frameHarness').status())
const states = () => run.page.evaluate(() => [...Reflect.get(window, 'frameHarness').states])
const frames = () => run.page.evaluate(() => Reflect.get(window, 'frameHarness').frames())
const call = (name: string, payload?: unknown) =>
  run.page.evaluate(
    ({ name, payload }) =>
      Reflect.get(window, 'frameHarness')
        .call(name, payload)
        .then(
          (value: unknown) => ({ ok: true, value }),
          (error: Error) => ({ ok: false, message: error.message }),
        ),
    { name, payload },
  )

describe('the login frame in Chromium', () => {
  it('hands over a private channel to the frame of the other origin; an email login signs for real', async () => {
    loginFrame.setFaults({})
    const [devnet] = run.stack.devnets
    await startHarness(devnet.chainId)
    // The frame's page loads from another origin and asks its server for its settings first: be patient.
    await expect.poll(status, { timeout: 30_000 }).toBe('ready')
    expect(await frames()).toBe(1)

    expect(await call('CONNECT_EMAIL', { email: EMAIL })).toEqual({
      ok: true,
      value: { action: 'VERIFY_OTP' },
    })
    const code = loginFrame.inbox(EMAIL)
    expect(code).toMatch(/^\d{6}$/)
    expect(await call('CONNECT_OTP', { otp: code })).toEqual({ ok: true, value: undefined })
    const address = loginAccount(EMAIL).address
    // The login's key's own account, and the smart account it owns on the local chain.
    expect(await call('GET_USER', {})).toMatchObject({
      ok: true,
      value: {
        email: EMAIL,
        address,
        chainId: devnet.chainId,
        accounts: [
          { address, type: 'eoa' },
          { address: smartAccountAddress(address), type: 'smartAccount' },
        ],
        preferredAccountType: 'eoa',
      },
    })

    const message = '0x48656c6c6f2066726f6d20466f796572' // "Hello from Foyer"
    const signed = await call('RPC_REQUEST', {
      method: 'personal_sign',
      params: [message, address],
      chainId: devnet.chainId,
      chainNamespace: 'eip155',
    })
    const signature: unknown = Reflect.get(signed, 'value')
    if (!isHex(signature)) throw new Error(`personal_sign answered ${JSON.stringify(signed)}`)
    expect(await verifyMessage({ address, message: { raw: message }, signature })).toBe(true)

    // The login lives in the frame's own storage: a fresh frame after a reload is still signed in.
    await run.page.evaluate(() => Reflect.get(window, 'frameHarness').reload())
    await expect.poll(status, { timeout: 30_000 }).toBe('ready')
    expect(await frames(), 'the old frame left the page').toBe(1)
    expect(await call('IS_CONNECTED')).toEqual({ ok: true, value: { isConnected: true } })
    expect(await call('SIGN_OUT')).toEqual({ ok: true, value: undefined })
    expect(await call('IS_CONNECTED')).toEqual({ ok: true, value: { isConnected: false } })
  })

  it("a wrong code is the frame's own error text, and the login can go on", async () => {
    await startHarness(run.stack.devnets[0].chainId)
    await expect.poll(status, { timeout: 30_000 }).toBe('ready')
    await call('CONNECT_EMAIL', { email: EMAIL })
    expect(await call('CONNECT_OTP', { otp: '000000x' })).toEqual({ ok: false, message: 'Invalid code' })
    expect(await call('CONNECT_OTP', { otp: loginFrame.inbox(EMAIL) })).toEqual({
      ok: true,
      value: undefined,
    })
  })

  it('forged messages from the page, a frame of another origin and a popup change nothing', async () => {
    run.stack.api.setRoute('GET', '/forger.html', { kind: 'raw', body: forgerPage, contentType: 'text/html' })
    const forger = `${run.stack.api.url}/forger.html`
    // The real frame says it is ready only after the forgers had 1.5 s to get in first.
    loginFrame.setFaults({ readyLateMs: 1_500 })
    await startHarness(run.stack.devnets[0].chainId)
    await run.page.evaluate((forger) => {
      const frame = Object.assign(document.createElement('iframe'), { src: forger })
      document.body.append(frame)
      window.open(forger, 'forger', 'popup,width=200,height=200')
      const forged = [{ type: '@w3m-frame/READY' }, { type: '@w3m-frame/IS_CONNECTED_SUCCESS', id: '1' }]
      const timer = setInterval(() => {
        for (const data of forged) window.postMessage(data, '*')
      }, 20)
      setTimeout(() => clearInterval(timer), 3_000)
    }, forger)
    await run.page.waitForTimeout(1_000)
    expect(await states(), 'before the real frame is ready, no forged message moved the machine').toEqual([
      '"loading"',
    ])

    await expect.poll(status, { timeout: 30_000 }).toBe('ready')
    expect(await states()).toEqual(['"loading"', '"settling"', '{"ready":"open"}'])
    // While forgers still post answers with guessed ids, a call gets the real frame's answer only.
    expect(await call('CONNECT_EMAIL', { email: 'grace@example.com' })).toEqual({
      ok: true,
      value: { action: 'VERIFY_OTP' },
    })
    expect(await call('IS_CONNECTED')).toMatchObject({ ok: true })
    loginFrame.setFaults({})
  })

  it("a frame that never says it is ready fails with 'iframe_load_failed' after 20 s and leaves the page", async () => {
    loginFrame.setFaults({ neverReady: true })
    await run.page.clock.install()
    await startHarness(run.stack.devnets[0].chainId)
    await run.page.clock.runFor(19_000)
    expect(await status()).toBe('loading')
    await run.page.clock.runFor(1_000)
    await expect.poll(status).toBe('failed')
    expect(await frames()).toBe(0)
    loginFrame.setFaults({})
  })
})

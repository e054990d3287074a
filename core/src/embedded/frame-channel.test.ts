import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  FrameAbortedError,
  FrameMessageTooLargeError,
  FrameRequestAbortedError,
  FrameRequestError,
  FrameUrlRefusedError,
  UnverifiedDomainError,
} from '../errors/frame.js'
import { openFrameChannel } from './frame-channel.js'
import { APP_CONNECT_PORT, FRAME_READY, FRAME_UNVERIFIED_DOMAIN } from './frame-wire.js'

const FRAME_ORIGIN = 'https://login.example'

/** The frame's side for tests: the window the page posts to, and the port it receives. */
function fakeFrame() {
  const posted: { data: unknown; targetOrigin: string; port: MessagePort | undefined }[] = []
  const received: unknown[] = []
  const frameWindow = {
    postMessage(data: unknown, targetOrigin: string, transfer?: Transferable[]) {
      const port = transfer?.find((item): item is MessagePort => item instanceof MessagePort)
      posted.push({ data, targetOrigin, port })
      if (port) port.onmessage = (event) => received.push(event.data)
    },
  }
  const port = () => {
    const found = posted.find((entry) => entry.port)?.port
    if (!found) throw new Error('the page handed the frame no port')
    return found
  }
  return { frameWindow, posted, received, port }
}

function message(data: unknown, origin: string, source: unknown) {
  const event = new MessageEvent('message', { data, origin })
  Object.defineProperty(event, 'source', { value: source })
  return event
}

async function connected(ids: string[] = ['id-1', 'id-2', 'id-3', 'id-4']) {
  const host = new EventTarget()
  const frame = fakeFrame()
  const opening = openFrameChannel({
    host,
    frameWindow: frame.frameWindow,
    frameOrigin: FRAME_ORIGIN,
    createId: () => ids.shift() ?? 'id-more',
  })
  host.dispatchEvent(message({ type: FRAME_READY }, FRAME_ORIGIN, frame.frameWindow))
  const channel = await opening
  const reply = (data: unknown) => frame.port().postMessage(data)
  return { channel, frame, host, reply }
}

const settled = async (promise: Promise<unknown>) => {
  let state = 'pending'
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  )
  await new Promise((resolve) => setTimeout(resolve, 20))
  return state
}

describe('openFrameChannel: the handshake', () => {
  it('takes the ready message only from the frame window at the frame origin, then hands over a port at that origin only', async () => {
    const host = new EventTarget()
    const frame = fakeFrame()
    const otherWindow = { postMessage() {} }
    const opening = openFrameChannel({ host, frameWindow: frame.frameWindow, frameOrigin: FRAME_ORIGIN })

    host.dispatchEvent(message({ type: FRAME_READY }, FRAME_ORIGIN, otherWindow)) // another frame
    host.dispatchEvent(message({ type: FRAME_READY }, 'https://evil.example', frame.frameWindow)) // wrong origin
    host.dispatchEvent(message({ type: FRAME_READY }, FRAME_ORIGIN, null)) // the page itself, a worker
    host.dispatchEvent(message('ready', FRAME_ORIGIN, frame.frameWindow)) // malformed
    expect(await settled(opening)).toBe('pending')
    expect(frame.posted).toEqual([])

    host.dispatchEvent(message({ type: FRAME_READY }, FRAME_ORIGIN, frame.frameWindow))
    const channel = await opening
    expect(frame.posted).toHaveLength(1)
    expect(frame.posted[0]).toMatchObject({ data: { type: APP_CONNECT_PORT }, targetOrigin: FRAME_ORIGIN })
    expect(frame.port()).toBeInstanceOf(MessagePort)
    channel.close()
  })

  it("fails at once with 'unverified_domain' when the frame refuses this site, believing only the frame's window at its origin", async () => {
    const host = new EventTarget()
    const frame = fakeFrame()
    const opening = openFrameChannel({ host, frameWindow: frame.frameWindow, frameOrigin: FRAME_ORIGIN })

    const refusal = { type: FRAME_UNVERIFIED_DOMAIN }
    host.dispatchEvent(message(refusal, FRAME_ORIGIN, { postMessage() {} })) // another frame
    host.dispatchEvent(message(refusal, 'https://evil.example', frame.frameWindow)) // wrong origin
    host.dispatchEvent(message(refusal, FRAME_ORIGIN, null)) // the page itself
    expect(await settled(opening)).toBe('pending')

    host.dispatchEvent(message(refusal, FRAME_ORIGIN, frame.frameWindow))
    await expect(opening).rejects.toBeInstanceOf(UnverifiedDomainError)
    await expect(opening).rejects.toThrow('unverified_domain')
    // Nothing was handed over, and a ready message after the refusal opens nothing.
    host.dispatchEvent(message({ type: FRAME_READY }, FRAME_ORIGIN, frame.frameWindow))
    expect(frame.posted).toEqual([])
  })

  it('gives up with "Something went wrong" when aborted', async () => {
    const controller = new AbortController()
    const opening = openFrameChannel({
      host: new EventTarget(),
      frameWindow: fakeFrame().frameWindow,
      frameOrigin: FRAME_ORIGIN,
      signal: controller.signal,
    })
    controller.abort()
    await expect(opening).rejects.toBeInstanceOf(FrameAbortedError)
    await expect(opening).rejects.toThrow('Something went wrong')
  })
})

describe('FrameChannel: calls and answers', () => {
  it("sends each call with its name, a fresh id and its payload; resolves with the frame's checked answer", async () => {
    const { channel, frame, reply } = await connected()
    const answer = channel.call('CONNECT_EMAIL', { email: 'ada@example.com' })
    await expect
      .poll(() => frame.received)
      .toEqual([{ type: '@w3m-app/CONNECT_EMAIL', id: 'id-1', payload: { email: 'ada@example.com' } }])
    reply({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: 'id-1', payload: { action: 'VERIFY_OTP' } })
    await expect(answer).resolves.toEqual({ action: 'VERIFY_OTP' })
    channel.close()
  })

  it("rejects with the frame's message, or 'An error occurred' without one", async () => {
    const { channel, reply } = await connected()
    const first = channel.call('CONNECT_OTP', { otp: '123456' })
    const second = channel.call('CONNECT_OTP', { otp: '654321' })
    reply({ type: '@w3m-frame/CONNECT_OTP_ERROR', id: 'id-1', payload: { message: 'Invalid code' } })
    reply({ type: '@w3m-frame/CONNECT_OTP_ERROR', id: 'id-2' })
    await expect(first).rejects.toThrow('Invalid code')
    await expect(second).rejects.toBeInstanceOf(FrameRequestError)
    await expect(second).rejects.toThrow(/^An error occurred$/)
    channel.close()
  })

  it('refuses a success answer whose payload is not the call result, instead of passing it on', async () => {
    const { channel, reply } = await connected()
    const user = channel.call('GET_USER', {})
    reply({ type: '@w3m-frame/GET_USER_SUCCESS', id: 'id-1', payload: { address: 42, chainId: 1 } })
    await expect(user).rejects.toThrow('unreadable payload')
    channel.close()
  })

  it('drops answers with an unknown id, answers naming another call, and junk; the call still gets its answer', async () => {
    const { channel, reply } = await connected()
    const chain = channel.call('GET_CHAIN_ID', undefined)
    reply({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id: 'id-9', payload: { chainId: 5 } })
    reply({ type: '@w3m-frame/SIGN_OUT_SUCCESS', id: 'id-1' })
    reply({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 5 } })
    reply('@w3m-frame/GET_CHAIN_ID_SUCCESS')
    reply({ type: '@w3m-app/GET_CHAIN_ID', id: 'id-1', payload: { chainId: 5 } })
    reply({ type: '@w3m-frame/GET_CHAIN_ID_ERROR', id: 'id-1', payload: { message: 7 } })
    reply({ type: '@w3m-frame/__proto___SUCCESS', id: 'id-1' })
    expect(await settled(chain)).toBe('pending')
    reply({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id: 'id-1', payload: { chainId: 1 } })
    await expect(chain).resolves.toEqual({ chainId: 1 })
    channel.close()
  })

  it("an aborted RPC request rejects with 'Request was aborted' and tells the frame; other calls with 'Something went wrong'", async () => {
    const { channel, frame } = await connected()
    const rpc = new AbortController()
    const request = channel.call(
      'RPC_REQUEST',
      { method: 'personal_sign', params: ['0x00'] },
      { signal: rpc.signal },
    )
    const login = new AbortController()
    const email = channel.call('CONNECT_EMAIL', { email: 'ada@example.com' }, { signal: login.signal })
    rpc.abort()
    login.abort()
    await expect(request).rejects.toBeInstanceOf(FrameRequestAbortedError)
    await expect(request).rejects.toThrow('Request was aborted')
    await expect(email).rejects.toThrow('Something went wrong')
    await expect
      .poll(() => frame.received.map((item) => Reflect.get(Object(item), 'type')))
      .toEqual(['@w3m-app/RPC_REQUEST', '@w3m-app/CONNECT_EMAIL', '@w3m-app/RPC_ABORT'])
    channel.close()
  })

  it("closing rejects every pending call with 'Something went wrong'", async () => {
    const { channel } = await connected()
    const pending = channel.call('IS_CONNECTED', undefined)
    channel.close()
    await expect(pending).rejects.toThrow('Something went wrong')
  })

  it('refuses a social login page that is not https (a javascript: one would run with the site’s rights)', async () => {
    const { channel, reply } = await connected()
    const hostile = channel.call('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    const honest = channel.call('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    const farcaster = channel.call('GET_FARCASTER_URI', undefined)
    const uri = 'javascript:localStorage.clear()'
    reply({ type: '@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS', id: 'id-1', payload: { uri } })
    reply({
      type: '@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS',
      id: 'id-2',
      payload: { uri: 'https://login.example/authorize' },
    })
    reply({ type: '@w3m-frame/GET_FARCASTER_URI_SUCCESS', id: 'id-3', payload: { url: 'data:text/html,hi' } })
    await expect(hostile).rejects.toBeInstanceOf(FrameUrlRefusedError)
    await expect(hostile).rejects.toMatchObject({ code: 'FRAME_URL_REFUSED' })
    await expect(honest).resolves.toEqual({ uri: 'https://login.example/authorize' })
    await expect(farcaster).rejects.toBeInstanceOf(FrameUrlRefusedError)
    channel.close()
  })

  it('refuses an answer over its call’s cap (50 MB for an RPC request, 100 KB for a user) before reading it', async () => {
    const { channel, reply } = await connected()
    const rpc = channel.call('RPC_REQUEST', { method: 'eth_getLogs', params: [] })
    const user = channel.call('GET_USER', {})
    const small = channel.call('RPC_REQUEST', { method: 'eth_blockNumber', params: [] })
    // A well-formed answer each time: only its size is wrong.
    reply({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: 'id-1', payload: 'f'.repeat(50 * 1024 * 1024) })
    reply({
      type: '@w3m-frame/GET_USER_SUCCESS',
      id: 'id-2',
      payload: { address: '0xab', chainId: 1, userName: 'x'.repeat(100 * 1024) },
    })
    reply({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: 'id-3', payload: '0x10' })
    await expect(rpc).rejects.toBeInstanceOf(FrameMessageTooLargeError)
    await expect(rpc).rejects.toMatchObject({ code: 'FRAME_MESSAGE_TOO_LARGE' })
    await expect(user).rejects.toBeInstanceOf(FrameMessageTooLargeError)
    await expect(small).resolves.toBe('0x10')
    channel.close()
  })

  it('ignores an answer posted on the window once the port is open, even from the frame at its origin', async () => {
    const { channel, frame, host, reply } = await connected()
    const chain = channel.call('GET_CHAIN_ID', undefined)
    const forged = { type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id: 'id-1', payload: { chainId: 666 } }
    host.dispatchEvent(message(forged, FRAME_ORIGIN, frame.frameWindow))
    host.dispatchEvent(message(forged, 'https://evil.example', { postMessage() {} }))
    host.dispatchEvent(message(forged, FRAME_ORIGIN, null))
    expect(await settled(chain)).toBe('pending')
    reply({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id: 'id-1', payload: { chainId: 1 } })
    await expect(chain).resolves.toEqual({ chainId: 1 })
    channel.close()
  })

  it('whatever arrives on the port or the window, a pending call neither settles nor throws (fuzz)', async () => {
    const { channel, frame, host, reply } = await connected(['id-1'])
    const pending: Promise<unknown> = channel.call('IS_CONNECTED', undefined)
    let unexpected = 0
    pending.then(
      () => unexpected++,
      () => unexpected++,
    )
    const names = fc.constantFrom(
      'IS_CONNECTED',
      'SIGN_OUT',
      'GET_USER',
      'READY',
      'CONNECT_PORT',
      '__proto__',
    )
    const forged = fc.oneof(
      fc.anything(),
      fc.record({
        type: fc.oneof(
          names.map((name) => `@w3m-frame/${name}_SUCCESS`),
          names.map((name) => `@w3m-frame/${name}_ERROR`),
          names.map((name) => `@w3m-app/${name}`),
          fc.string(),
        ),
        id: fc.oneof(fc.constant('id-1'), fc.constant('id-2'), fc.string(), fc.anything()),
        payload: fc.anything(),
      }),
    )
    // The right id with a payload that is not IS_CONNECTED's result is refused loudly, not dropped,
    // so the fuzz only ever uses it on answers that name another call.
    const origins = fc.constantFrom(FRAME_ORIGIN, 'https://evil.example', 'null', '')
    const sources = fc.constantFrom(frame.frameWindow, null, { postMessage() {} })
    await fc.assert(
      fc.asyncProperty(forged, origins, sources, async (data, origin, source) => {
        const type = typeof data === 'object' && data !== null ? Reflect.get(data, 'type') : undefined
        if (Reflect.get(Object(data), 'id') === 'id-1' && String(type).includes('IS_CONNECTED')) return
        reply(data)
        host.dispatchEvent(message(data, origin, source))
      }),
      { numRuns: 300 },
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(unexpected).toBe(0)
    reply({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', id: 'id-1', payload: { isConnected: true } })
    await expect(pending).resolves.toEqual({ isConnected: true })
    channel.close()
  })
})

import { FrameNotSetError } from '../errors/frame.js'
import { type FrameChannel, openFrameChannel } from './frame-channel.js'

/**
 * Where and what to mount: the frame's address, and a signal that takes it out of the page again.
 *
 * @example
 * const options: MountLoginFrameOptions = { url: 'https://login.example/?projectId=p1', signal }
 */
export type MountLoginFrameOptions = {
  url: string
  signal?: AbortSignal | undefined
  /** The page; `globalThis.window` by default. */
  window?: Window | undefined
}

/**
 * Adds the login frame to the page, invisible (it has no UI of its own: the modal shows every step),
 * and opens the private channel to it once it says it is ready. The frame's origin is read from `url`,
 * and only that origin is trusted. The frame is sandboxed to scripts and its own storage. It leaves
 * the page when the handshake fails or is aborted, and when the returned channel is closed.
 *
 * @example
 * const channel = await mountLoginFrame({ url: frameUrl, signal })
 */
export async function mountLoginFrame(options: MountLoginFrameOptions): Promise<FrameChannel> {
  const page = options.window ?? globalThis.window
  if (!page?.document?.body)
    throw new FrameNotSetError({ details: 'there is no page to add the login frame to' })
  const iframe = page.document.createElement('iframe')
  iframe.src = options.url
  iframe.title = 'Embedded wallet'
  iframe.tabIndex = -1
  iframe.setAttribute('aria-hidden', 'true')
  iframe.setAttribute('sandbox', 'allow-scripts allow-same-origin')
  iframe.dataset.foyerLoginFrame = ''
  Object.assign(iframe.style, {
    position: 'fixed',
    width: '0',
    height: '0',
    border: '0',
    opacity: '0',
    pointerEvents: 'none',
  })
  page.document.body.append(iframe)
  const frameWindow = iframe.contentWindow
  if (!frameWindow) {
    iframe.remove()
    throw new FrameNotSetError()
  }
  try {
    const channel = await openFrameChannel({
      host: page,
      frameWindow,
      frameOrigin: new URL(options.url).origin,
      signal: options.signal,
    })
    return {
      call: channel.call,
      close() {
        channel.close()
        iframe.remove()
      },
    }
  } catch (error) {
    iframe.remove()
    throw error
  }
}

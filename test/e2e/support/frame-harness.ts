// Runs in the demo's page (built as an ES module beside the demo, see production-builds.ts, and imported
// by the test): the frame machine with the real frame mounting, and a record of every state it went
// through, for the login frame's browser tests.
import { createActor } from 'xstate'
import type { FrameCallName, FramePayload } from '../../../core/src/embedded/frame-calls.js'
import { frameMachine } from '../../../core/src/machines/frame/frame.machine.js'
import { selectFrameChannel, selectFrameStatus } from '../../../core/src/machines/frame/frame.selectors.js'

/**
 * Starts the frame machine on `url` (loading at once) and returns what a test reads and does.
 *
 * @example
 * const harness = startFrameHarness('http://127.0.0.1:5200/?projectId=p1&chainId=31337')
 */
export function startFrameHarness(url: string) {
  const actor = createActor(frameMachine, { input: { url, loadNow: true } }).start()
  const states: string[] = [JSON.stringify(actor.getSnapshot().value)]
  actor.subscribe((snapshot) => states.push(JSON.stringify(snapshot.value)))
  return {
    states,
    status: () => selectFrameStatus(actor.getSnapshot()),
    frames: () => document.querySelectorAll('iframe[data-foyer-login-frame]').length,
    call<name extends FrameCallName>(name: name, payload: FramePayload<name>) {
      const channel = selectFrameChannel(actor.getSnapshot())
      if (!channel) return Promise.reject(new Error(`the frame is ${selectFrameStatus(actor.getSnapshot())}`))
      return channel.call(name, payload)
    },
    reload: () => actor.send({ type: 'FRAME.RELOAD' }),
  }
}

/** What `startFrameHarness` returns. */
export type FrameHarness = ReturnType<typeof startFrameHarness>

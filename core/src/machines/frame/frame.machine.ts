import { assign, emit, setup } from 'xstate'
import type { FrameChannel } from '../../embedded/frame-channel.js'
import { systemSender } from '../../system/system.js'
import { checkSignInActor, openFrameActor, signOutActor, syncPageActor } from './frame.actors.js'
import { FRAME_LOAD_TIMEOUT_MS, FRAME_READY_DELAY_MS, FRAME_SIGN_OUT_WAIT_MS } from './frame.constants.js'
import { alertOfFailure, failureOfOpenError } from './frame.rules.js'
import type { FrameContext, FrameEmitted, FrameEvent, FrameFailure, FrameInput } from './frame.types.js'

const toSystem = systemSender<FrameContext, FrameEvent>()

/**
 * The embedded wallet's login frame (systemId `frame`): another origin's page, invisible, that holds
 * the keys of email and social logins. It is created lazily: at start only when an email login was
 * used before, otherwise when a login needs it; and only when the project has email or social login
 * on (the remote configuration, read first if need be, or the site's options when it cannot be read):
 * otherwise it is never put in the page and every call is refused. It counts as ready 500 ms after its handshake (its own
 * setup finishes meanwhile); one not ready within 20 s is abandoned ('iframe_load_failed', with an
 * alert) and taken out of the page, and the next login tries again. A frame that refuses to serve this
 * site's origin fails at once ('unverified_domain', with its alert). Signing out waits at most 3 s for
 * the frame: a frame that hangs never keeps a visitor signed in. While ready it is told the site's project
 * and metadata once, and the modal's theme at every change.
 *
 * @example
 * const frame = createActor(frameMachine, { input: { url, loadNow: false } }).start()
 * frame.send({ type: 'FRAME.LOAD' })
 */
export const frameMachine = setup({
  types: {
    context: {} as FrameContext,
    events: {} as FrameEvent,
    input: {} as FrameInput,
    emitted: {} as FrameEmitted,
  },
  actors: {
    checkSignIn: checkSignInActor,
    openFrame: openFrameActor,
    signOut: signOutActor,
    syncPage: syncPageActor,
  },
  delays: {
    readyDelay: FRAME_READY_DELAY_MS,
    loadTimeout: FRAME_LOAD_TIMEOUT_MS,
    signOutWait: FRAME_SIGN_OUT_WAIT_MS,
  },
  guards: {
    loadsNow: ({ context }) => context.loadNow,
  },
  actions: {
    keepChannel: assign((_, params: { channel: FrameChannel }) => ({ channel: params.channel })),
    closeChannel: assign(({ context }) => {
      context.channel?.close()
      return { channel: undefined }
    }),
    setFailure: assign((_, params: { failure: FrameFailure }) => ({ failure: params.failure })),
    clearFailure: assign({ failure: undefined }),
    emitReady: emit({ type: 'frame.ready' }),
    emitFailed: emit(({ context }) => ({
      type: 'frame.failed' as const,
      failure: context.failure ?? 'IFRAME_LOAD_FAILED',
    })),
    emitSignedOut: emit({ type: 'frame.signedOut' }),
    raiseAlert: toSystem('foyer')(({ context }) => ({
      type: 'FOYER.ALERT',
      alert: { id: alertOfFailure(context.failure ?? 'IFRAME_LOAD_FAILED') },
    })),
  },
}).createMachine({
  id: 'frame',
  context: ({ input }) => ({
    url: input.url,
    channel: undefined,
    failure: undefined,
    loadNow: input.loadNow,
    dappData: input.dappData,
  }),
  initial: 'idle',
  states: {
    /** No frame in the page. */
    idle: {
      always: { guard: 'loadsNow', target: 'checking' },
      on: { 'FRAME.LOAD': 'checking', 'FRAME.RELOAD': 'checking' },
    },
    /** Whether the project has email or social login on (the remote configuration may be read first). */
    checking: {
      invoke: { src: 'checkSignIn', id: 'checkSignIn' },
      on: { 'FRAME.SIGN_IN_ON': 'loading', 'FRAME.SIGN_IN_OFF': 'off' },
    },
    /**
     * Neither email nor social login is on: no frame in the page, and calls are refused. A later
     * load checks again (a configuration that could not be read is read again at the next open).
     */
    off: {
      on: { 'FRAME.LOAD': 'checking', 'FRAME.RELOAD': 'checking' },
    },
    /** The frame is in the page; waiting for its ready message, 20 s at most. */
    loading: {
      entry: 'clearFailure',
      invoke: {
        src: 'openFrame',
        id: 'openFrame',
        input: ({ context }) => ({ url: context.url }),
        onDone: {
          target: 'settling',
          actions: { type: 'keepChannel', params: ({ event }) => ({ channel: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'setFailure',
            params: ({ event }) => ({ failure: failureOfOpenError(event.error) }),
          },
        },
      },
      after: {
        loadTimeout: {
          target: 'failed',
          actions: { type: 'setFailure', params: { failure: 'IFRAME_LOAD_FAILED' } },
        },
      },
      on: { 'FRAME.RELOAD': { target: 'loading', reenter: true } },
    },
    /** The channel is open; the frame finishes its own setup for 500 ms before the first call. */
    settling: {
      after: { readyDelay: 'ready' },
      on: { 'FRAME.RELOAD': { target: 'loading', actions: 'closeChannel' } },
    },
    /** Calls may go to the frame. */
    ready: {
      entry: 'emitReady',
      invoke: {
        src: 'syncPage',
        input: ({ context }) => ({ channel: context.channel, dappData: context.dappData }),
      },
      on: { 'FRAME.RELOAD': { target: 'loading', actions: 'closeChannel' } },
      initial: 'open',
      states: {
        open: { on: { 'FRAME.SIGN_OUT': 'signingOut' } },
        /** The frame is asked to sign out; after its answer, its error, or 3 s, the visitor is signed out. */
        signingOut: {
          invoke: {
            src: 'signOut',
            id: 'signOut',
            input: ({ context }) => ({ channel: context.channel }),
            onDone: 'open',
            onError: 'open',
          },
          after: { signOutWait: 'open' },
          exit: 'emitSignedOut',
        },
      },
    },
    /** Not ready in time, refused this site, or its code failed; the frame is out of the page. Any login tries again. */
    failed: {
      entry: ['emitFailed', 'raiseAlert'],
      on: { 'FRAME.LOAD': 'checking', 'FRAME.RELOAD': 'checking' },
    },
  },
})

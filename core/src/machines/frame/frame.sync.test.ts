import { describe, expect, it } from 'vitest'
import { assign, createActor, createMachine, setup } from 'xstate'
import type { FrameChannel } from '../../embedded/frame-channel.js'
import { settle } from '../connection/connection.fixtures.js'
import { syncPageActor } from './frame.actors.js'
import type { FrameDappData } from './frame.types.js'

/** A channel that records every call and answers as `answer` says. */
function recordingChannel(answer: () => Promise<unknown> = async () => undefined) {
  const calls: { name: string; payload: unknown }[] = []
  const channel: FrameChannel = {
    call: (async (name: string, payload: unknown) => {
      calls.push({ name, payload })
      return answer()
    }) as FrameChannel['call'],
    close: () => {},
  }
  return { channel, calls }
}

const dappData: FrameDappData = {
  projectId: 'p1',
  sdkType: 'foyer',
  sdkVersion: 'foyer-core-0.1.0',
  metadata: { name: 'Shop', description: 'A shop', url: 'https://shop.example', icons: [] },
}

type Theme = { mode: 'light' | 'dark' | 'system'; variables: Record<string, string> }

/** The root actor as far as the theme goes, under `foyer`, beside the sync actor. */
function start(channel: FrameChannel, theme: Theme) {
  const foyer = createMachine({
    types: {} as { context: { theme: Theme }; events: { type: 'THEME'; theme: Theme } },
    context: { theme },
    on: { THEME: { actions: assign({ theme: ({ event }) => event.theme }) } },
  })
  const host = setup({ actors: { foyer, syncPage: syncPageActor } }).createMachine({
    invoke: [
      { src: 'foyer', id: 'foyer', systemId: 'foyer' },
      { src: 'syncPage', input: { channel, dappData } },
    ],
  })
  return createActor(host).start()
}

describe('the login frame is told about the site while ready', () => {
  it("sends the site's data once and the theme now and at every change, not when it stays the same", async () => {
    const { channel, calls } = recordingChannel()
    const host = start(channel, { mode: 'dark', variables: {} })
    const foyer = host.system.get('foyer')
    foyer?.send({ type: 'THEME', theme: { mode: 'light', variables: { '--foyer-accent': '#4f46e5' } } })
    foyer?.send({ type: 'THEME', theme: { mode: 'light', variables: { '--foyer-accent': '#4f46e5' } } })
    foyer?.send({ type: 'THEME', theme: { mode: 'system', variables: {} } })
    await settle()
    expect(calls).toEqual([
      { name: 'SYNC_DAPP_DATA', payload: dappData },
      { name: 'SYNC_THEME', payload: { themeMode: 'dark', themeVariables: {} } },
      {
        name: 'SYNC_THEME',
        payload: { themeMode: 'light', themeVariables: { '--foyer-accent': '#4f46e5' } },
      },
      // 'system' has no meaning to the frame: outside a browser it reads as Foyer's default, dark.
      { name: 'SYNC_THEME', payload: { themeMode: 'dark', themeVariables: {} } },
    ])
    host.stop()
  })

  it('a frame that refuses them changes nothing: no unhandled rejection, the actor goes on', async () => {
    const { channel, calls } = recordingChannel(async () => {
      throw new Error('An error occurred')
    })
    const host = start(channel, { mode: 'dark', variables: {} })
    host.system.get('foyer')?.send({ type: 'THEME', theme: { mode: 'light', variables: {} } })
    await settle()
    expect(calls.map((call) => call.name)).toEqual(['SYNC_DAPP_DATA', 'SYNC_THEME', 'SYNC_THEME'])
    expect(host.getSnapshot().status).toBe('active')
    host.stop()
  })
})

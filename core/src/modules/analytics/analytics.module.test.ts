import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { createFoyer } from '../../create-foyer.js'
import type { AnalyticsRecord } from '../../machines/analytics/analytics-events.js'
import { EVM_ADDRESS, evmMock, settle, solanaMock } from '../../machines/connection/connection.fixtures.js'
import { solana } from '../../networks/definitions/index.js'
import { memoryStorage } from '../../storage/memory.js'
import type { ConnectionActor } from '../../system/system.actors.js'
import { analytics, errorReportOf } from './analytics.module.js'

function start() {
  const foyer = createFoyer({
    isMobile: false,
    adapters: [evmMock(), solanaMock()],
    storage: memoryStorage(),
    modules: [analytics()],
  })
  const heard: AnalyticsRecord[] = []
  const stopListening = foyer.onAnalyticsEvent((record) => heard.push(record))
  return { foyer, heard, stopListening }
}

describe('analytics(): the stream of what the visitor does', () => {
  it('tells opening and closing, a connection made (how, which, where), a network switch asked for, with the address once connected', async () => {
    const { foyer, heard, stopListening } = start()
    foyer.open()
    foyer.close()
    foyer.open()
    foyer.connect('mock')
    await waitFor(foyer.connection('eip155') as ConnectionActor, (s) => s.context.balance?.status === 'ready')
    foyer.switchNetwork(solana.caipNetworkId)
    await settle()
    expect(heard.map(({ event, properties }) => ({ event, properties }))).toEqual([
      { event: 'MODAL_OPEN', properties: { connected: false } },
      { event: 'MODAL_CLOSE', properties: { connected: false } },
      { event: 'MODAL_OPEN', properties: { connected: false } },
      // The modal closes as the wallet connects.
      { event: 'MODAL_CLOSE', properties: { connected: true } },
      { event: 'CONNECT_SUCCESS', properties: { method: 'INJECTED', name: 'mock', namespace: 'eip155' } },
      { event: 'SWITCH_NETWORK', properties: { network: solana.caipNetworkId } },
    ])
    expect(heard[0]?.address).toBeUndefined()
    expect(heard[3]?.address?.toLowerCase()).toBe(EVM_ADDRESS.toLowerCase())
    expect(heard.every((record) => typeof record.timestamp === 'number')).toBe(true)

    stopListening()
    foyer.open()
    await settle()
    expect(heard, 'nothing after unsubscribing').toHaveLength(6)
    foyer.stop()
  })

  it('in Node, nothing is reported: reportError is accepted and goes nowhere', async () => {
    const { foyer } = start()
    foyer.reportError(new TypeError('boom'), 'test')
    await settle()
    expect(foyer.getActor('analytics')?.getSnapshot().value).toBe('off')
    foyer.stop()
  })
})

describe('errorReportOf', () => {
  it('reads an Error by its name, message and stack, and anything else by its type and text', () => {
    const error = new TypeError('boom')
    expect(errorReportOf(error, 'send')).toEqual({
      category: 'send',
      errorType: 'TypeError',
      errorMessage: 'boom',
      stackTrace: error.stack,
    })
    expect(errorReportOf('plain', 'send')).toEqual({
      category: 'send',
      errorType: 'string',
      errorMessage: 'plain',
      stackTrace: undefined,
    })
  })
})

import { Actor, type AnyActorRef, type AnyEventObject, fromCallback } from 'xstate'
import { activeAccountOf } from '../../chains/account.js'
import { selectActiveConnection } from '../../system/active-connection.js'
import { selectModalView } from '../modal/modal.selectors.js'
import { selectAllWalletsView } from '../wallet-list/wallet-list.selectors.js'
import type { AnalyticsEvent, AnalyticsRecord, ErrorReport } from './analytics-events.js'
import {
  type ConnectAttempt,
  emittingSources,
  errorReportOfEmitted,
  eventOfEmitted,
  eventOfModal,
  eventOfWalletList,
  isSourceEmitted,
} from './analytics-sources.js'

/**
 * What the collector sends its parent: one event the visitor caused, with its time and address, or an
 * error Foyer reports of itself (WalletConnect failing to start).
 */
export type CollectedEvent =
  | { type: 'ANALYTICS.RECORD'; record: AnalyticsRecord }
  | { type: 'ANALYTICS.REPORT_ERROR'; report: ErrorReport }

/** Input of {@link analyticsCollector}: the clock records are dated by, and the site's namespaces. */
export type AnalyticsCollectorInput = { now: () => number; namespaces: readonly string[] }

type System = { get(systemId: string): AnyActorRef | undefined; inspect: AnyActorRef['system']['inspect'] }

/**
 * Follows Foyer's actors and tells its parent each analytics event as it happens. The actors are
 * found by system id: those running now, and those started later (a lazily loaded send form, a social
 * login), found through the system's inspection as they start or receive their first event. A network
 * switch is the `NETWORK.SWITCH` the network actor receives; everything else is what the actors emit
 * or show (see `analytics-sources.ts`).
 *
 * @example
 * invoke: { src: 'collector', input: ({ context }) => ({ now: context.now }) }
 */
export const analyticsCollector = fromCallback<AnyEventObject, AnalyticsCollectorInput>(
  ({ system, sendBack, input }) => {
    const running = system as System
    const followed = new WeakSet<object>()
    const stops: (() => void)[] = []

    const tell = (event: AnalyticsEvent) => {
      const connection = selectActiveConnection(running)?.connection
      const address = connection && activeAccountOf(connection)?.address
      sendBack({ type: 'ANALYTICS.RECORD', record: { ...event, timestamp: input.now(), address } })
    }
    const isConnected = () => selectActiveConnection(running)?.connection !== undefined

    // Only xstate's own actors carry the system id they run under.
    const follow = (ref: unknown) => {
      const actor = ref instanceof Actor ? ref : undefined
      const id = actor?.systemId
      if (!actor || !id || followed.has(actor)) return
      followed.add(actor)
      if (id === 'modal') {
        let wasOpen = selectModalView(actor.getSnapshot()).isOpen
        const subscription = actor.subscribe((snapshot) => {
          const isOpen = selectModalView(snapshot).isOpen
          const event = eventOfModal({ wasOpen, isOpen, connected: isConnected() })
          wasOpen = isOpen
          if (event) tell(event)
        })
        stops.push(() => subscription.unsubscribe())
      } else if (id === 'walletList') {
        let lastSearch = ''
        const subscription = actor.subscribe((snapshot) => {
          const view = selectAllWalletsView(snapshot)
          const event = eventOfWalletList(view, lastSearch)
          if (view.status === 'loading') lastSearch = view.query
          if (event) tell(event)
        })
        stops.push(() => subscription.unsubscribe())
      } else if (id.startsWith('connection.') || (emittingSources as readonly string[]).includes(id)) {
        const namespace = id.startsWith('connection.') ? id.slice('connection.'.length) : undefined
        let attempt: ConnectAttempt | undefined
        const subscription = actor.on('*', (emitted) => {
          if (!isSourceEmitted(emitted)) return
          if (emitted.type === 'connection.attemptStarted')
            attempt = { connectorId: emitted.connectorId, connectorType: emitted.connectorType }
          const event = eventOfEmitted(emitted, namespace ? { namespace, attempt } : undefined)
          if (event) tell(event)
          const report = errorReportOfEmitted(emitted)
          if (report) sendBack({ type: 'ANALYTICS.REPORT_ERROR', report } satisfies CollectedEvent)
        })
        stops.push(() => subscription.unsubscribe())
      }
    }

    const connections = input.namespaces.map((namespace) => `connection.${namespace}`)
    for (const id of ['modal', 'walletList', ...emittingSources, ...connections]) follow(running.get(id))
    const inspection = running.inspect((inspected) => {
      // An actor is announced before it takes its system id: it is looked at once that is set.
      if (inspected.type === '@xstate.actor') queueMicrotask(() => follow(inspected.actorRef))
      if (inspected.type !== '@xstate.event') return
      follow(inspected.actorRef)
      const event = inspected.event
      const target = inspected.actorRef instanceof Actor ? inspected.actorRef.systemId : undefined
      if (target === 'network' && event.type === 'NETWORK.SWITCH')
        tell({ event: 'SWITCH_NETWORK', properties: { network: String(event.caipNetworkId) } })
    })
    return () => {
      inspection.unsubscribe()
      for (const stop of stops) stop()
    }
  },
)

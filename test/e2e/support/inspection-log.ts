import type { InspectionEvent } from 'xstate'

// Runs in the demo's page (the browser tests' build only): what Foyer's actors did lately, for the report
// a failing browser test prints (failure-report.ts). A click that "did nothing" then shows whether the
// page sent an event for it, to which actor, and what that actor's state was when it arrived.

/** How many of the latest actor events the page keeps. */
export const INSPECTION_LOG_SIZE = 200

/** The name under which the page keeps its log (`window.foyerInspectionLog`). */
export const INSPECTION_LOG_GLOBAL = 'foyerInspectionLog'

/**
 * The page's latest actor events, each a line: the time (UTC, to the millisecond, as the report's
 * other lines), then an event sent (`event ROUTER.PUSH modal → router`), a snapshot taken
 * (`state router: {"open":"Connect"}`) or an actor started (`actor connection.eip155`).
 *
 * @example
 * const log = createInspectionLog()
 * createFoyer({ ...options, inspect: log.inspect })
 * log.lines() // ['10:21:04.518 event MODAL.OPEN → modal', …]
 */
export type InspectionLog = {
  /** The inspection observer to give `createFoyer`. */
  inspect(event: InspectionEvent): void
  /** The kept events, oldest first, written out. */
  lines(): string[]
}

type Entry = { at: number; event: InspectionEvent }

/** What the log reads of an actor: xstate's actors have both (`ActorRefLike` does not promise them). */
type Named = { id?: string; systemId?: string }

/** An actor's name in the log: its system id where it has one (`modal`), else its id. */
function actorName(actor: Named | undefined): string {
  if (!actor) return '(outside)'
  return actor.systemId ?? actor.id ?? '(unnamed)'
}

/** A state value in one line, cut at 200 characters (a parallel root's value is long). */
function valueText(value: unknown): string {
  let text: string
  try {
    text = JSON.stringify(value) ?? String(value)
  } catch {
    text = String(value)
  }
  return text.length > 200 ? `${text.slice(0, 200)}…` : text
}

function line({ at, event }: Entry): string {
  const time = new Date(at).toISOString().slice(11, 23)
  const actor = actorName(event.actorRef as Named)
  switch (event.type) {
    case '@xstate.event':
      return `${time} event ${event.event.type} ${actorName(event.sourceRef as Named | undefined)} → ${actor}`
    case '@xstate.snapshot': {
      const snapshot = event.snapshot as { value?: unknown; status?: string }
      const status = snapshot.status && snapshot.status !== 'active' ? ` (${snapshot.status})` : ''
      return `${time} state ${actor}: ${valueText(snapshot.value)}${status}`
    }
    default:
      return `${time} actor ${actor}`
  }
}

/**
 * A log of the latest {@link INSPECTION_LOG_SIZE} actor events: events sent, snapshots and actors
 * started (microsteps and actions are left out, so the kept window reaches further back). Entries are
 * written out only when read, so keeping them costs the page almost nothing.
 *
 * @example
 * const log = createInspectionLog()
 * Object.assign(window, { [INSPECTION_LOG_GLOBAL]: log })
 */
export function createInspectionLog(size = INSPECTION_LOG_SIZE): InspectionLog {
  const entries: Entry[] = []
  return {
    inspect(event) {
      if (event.type === '@xstate.microstep' || event.type === '@xstate.action') return
      entries.push({ at: Date.now(), event })
      if (entries.length > size) entries.shift()
    },
    lines: () => entries.map(line),
  }
}

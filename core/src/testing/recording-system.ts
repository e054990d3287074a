// A machine under test inside an actor system whose other members only record what they are sent
// (imported by tests only).
import {
  type AnyActorLogic,
  type AnyEventObject,
  createActor,
  createMachine,
  fromCallback,
  type SimulatedClock,
} from 'xstate'
import type { SystemActorOf, SystemActors } from '../system/system.actors.js'
import type { SystemId } from '../system/system.events.js'
import { requireSystemActor } from './system-actor.js'

/**
 * What {@link startRecordingSystem} runs: the machine under test (its actors provided) under its
 * system id with its input, the simulated clock, and the system ids that only record.
 *
 * @example
 * const options: RecordingSystemOptions<'email', 'foyer'> = { systemId: 'email', logic, input, clock, recorders: ['foyer'] }
 */
export type RecordingSystemOptions<id extends SystemId & keyof SystemActors, recorder extends SystemId> = {
  systemId: id
  logic: AnyActorLogic
  input: unknown
  clock: SimulatedClock
  recorders: readonly recorder[]
  /** Called with the machine's actor before the system starts: to listen to what it emits from its first state. */
  beforeStart?: (actor: SystemActorOf<id>) => void
}

/**
 * Starts `logic` under `systemId` in a system where each id of `recorders` is an actor that keeps
 * every event it receives, so a test reads what the machine sent to the foyer, the router, the frame…
 * The machine's actor is typed by Foyer's system map.
 *
 * @example
 * const { actor, heard } = startRecordingSystem({ systemId: 'email', logic, input, clock, recorders: ['foyer'] })
 * expect(heard.get('foyer')).toContainEqual({ type: 'FOYER.ALERT', alert: { id: 'IFRAME_REQUEST_TIMEOUT' } })
 */
export function startRecordingSystem<id extends SystemId & keyof SystemActors, recorder extends SystemId>(
  options: RecordingSystemOptions<id, recorder>,
): { actor: SystemActorOf<id>; heard: Map<recorder, AnyEventObject[]>; stop(): void } {
  const heard = new Map(options.recorders.map((id) => [id, [] as AnyEventObject[]]))
  const recorder = (id: recorder) =>
    fromCallback<AnyEventObject>(({ receive }) => receive((event) => heard.get(id)?.push(event)))
  const host = createMachine({
    invoke: [
      { src: options.logic, id: options.systemId, systemId: options.systemId, input: options.input },
      ...options.recorders.map((id) => ({ src: recorder(id), id, systemId: id })),
    ],
  })
  const root = createActor(host, { clock: options.clock })
  const actor = requireSystemActor(root, options.systemId)
  options.beforeStart?.(actor)
  root.start()
  return { actor, heard, stop: () => root.stop() }
}

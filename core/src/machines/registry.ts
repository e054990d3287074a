import type { AnyStateMachine } from 'xstate'
import { foyerMachine } from './foyer/foyer.machine.js'
import { modalMachine } from './modal/modal.machine.js'
import { routerMachine } from './router/router.machine.js'

/** A machine as its generated documentation page describes it. */
export type MachineDoc = { machine: AnyStateMachine; systemId: string; summary: string; spec: string }

/**
 * Every machine of Foyer, for `scripts/machines-docs.ts` (the pages in `machines-docs/` are generated
 * from these; `npm test` fails when they are stale).
 *
 * @example
 * for (const { machine, systemId } of foyerMachines) console.log(systemId, machine.id)
 */
export const foyerMachines: readonly MachineDoc[] = [
  {
    machine: foyerMachine,
    systemId: 'foyer',
    summary:
      'The root actor: options, features (local and remote), alerts shown once, connectors and theme. Runs the modal and the router as children; fetches the remote configuration on the first open.',
    spec: 'SPEC §6 (remote configuration, basic mode), §8 (alerts)',
  },
  {
    machine: modalMachine,
    systemId: 'modal',
    summary:
      'Open or closed, loading flags, the 500 ms shake, and the close lock on the sign and approve views.',
    spec: 'SPEC §2 (closing), §4 (modal), §9 (shake 500 ms)',
  },
  {
    machine: routerMachine,
    systemId: 'router',
    summary: 'The typed stack of views and the rules for opening, going back and closing.',
    spec: 'SPEC §2 (screens and routes)',
  },
]

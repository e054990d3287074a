import { describe, expect, it } from 'vitest'
import { checkEveryTransition } from '../../testing/model-walks.js'
import { graph, replay, statusOf } from './swap.model-walk.js'

// The swap form's model-based walks, first half (the model and its rules: swap.model-walk.ts; the
// other half: swap.model-2.test.ts).

describe('the swap form: model-based walks', () => {
  it('reaches every state of the machine', () => {
    expect(new Set(graph.states.map(statusOf))).toEqual(
      new Set([
        'unavailable',
        'loading',
        'editing.idle',
        'editing.pausing',
        'editing.quoting',
        'editing.quoted',
        'editing.refreshing',
        'editing.measuring',
        'checkingAllowance',
        'approving',
        'approvalLanding',
        'building',
        'swapping',
        'landing',
        'done',
        'checkingBatching',
        'batchBuilding',
        'batching',
        'batchLanding.asking',
        'batchLanding.waiting',
      ]),
    )
  })

  // A deadline for a hung walk, not a speed check: each half takes seconds alone.
  it(`checks the first half of the walks over ${graph.nodes.length} states against the rules`, async () => {
    const { transitions } = await checkEveryTransition({ graph, replay, part: { index: 0, of: 2 } })
    expect(transitions).toBe(graph.edges.length)
  }, 300_000)
})

import { describe, expect, it } from 'vitest'
import { checkEveryTransition } from '../../testing/model-walks.js'
import { graph, replay } from './swap.model-walk.js'

// The swap form's model-based walks, second half (the model and its rules: swap.model-walk.ts; the
// first half, and the check that the graph reaches every state: swap.model.test.ts).

describe('the swap form: model-based walks', () => {
  // A deadline for a hung walk, not a speed check: each half takes seconds alone.
  it(`checks the second half of the walks over ${graph.nodes.length} states against the rules`, async () => {
    const { walks } = await checkEveryTransition({ graph, replay, part: { index: 1, of: 2 } })
    expect(walks).toBeGreaterThan(0)
  }, 300_000)
})

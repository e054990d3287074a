import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type ActorRefFrom, assign, createActor, setup } from 'xstate'
import { useActorSelector } from './useActorSelector.js'

const counterMachine = setup({
  types: {} as { context: { count: number; label: string }; events: { type: 'INC' } | { type: 'RENAME' } },
}).createMachine({
  context: { count: 0, label: 'a' },
  on: {
    INC: { actions: assign({ count: ({ context }) => context.count + 1 }) },
    RENAME: { actions: assign({ label: ({ context }) => `${context.label}a` }) },
  },
})
type CounterActor = ActorRefFrom<typeof counterMachine>

let renders = 0
function Count({ actor }: { actor: CounterActor }) {
  renders++
  return <p>{useActorSelector(actor, (snapshot) => snapshot.context.count)}</p>
}

const seen: object[] = []
function Parity({ actor }: { actor: CounterActor }) {
  const selection = useActorSelector(
    actor,
    (snapshot) => ({ even: snapshot.context.count % 2 === 0 }),
    (a, b) => a.even === b.even,
  )
  seen.push(selection)
  return <p>{selection.even ? 'even' : 'odd'}</p>
}

function Missing() {
  return <p>{useActorSelector(undefined, (snapshot) => (snapshot === undefined ? 'none' : 'some'))}</p>
}

afterEach(cleanup)

describe('useActorSelector', () => {
  it('re-renders when the selection changes, and only then', () => {
    const actor = createActor(counterMachine).start()
    const { container } = render(<Count actor={actor} />)
    expect(container.textContent).toBe('0')
    const before = renders
    act(() => actor.send({ type: 'RENAME' }))
    expect(renders).toBe(before)
    act(() => actor.send({ type: 'INC' }))
    expect(container.textContent).toBe('1')
    expect(renders).toBe(before + 1)
  })

  it('keeps the previous selection object while `compare` finds the new one equal', () => {
    const actor = createActor(counterMachine).start()
    const { container } = render(<Parity actor={actor} />)
    act(() => actor.send({ type: 'INC' }))
    expect(container.textContent).toBe('odd')
    const odd = seen.at(-1)
    act(() => actor.send({ type: 'RENAME' }))
    expect(seen.at(-1)).toBe(odd)
  })

  it('gives the selector undefined without an actor, and stops listening on unmount', () => {
    expect(render(<Missing />).container.textContent).toBe('none')
    const actor = createActor(counterMachine).start()
    const { unmount } = render(<Count actor={actor} />)
    const before = renders
    unmount()
    act(() => actor.send({ type: 'INC' }))
    expect(renders, 'no render after unmount').toBe(before)
  })
})

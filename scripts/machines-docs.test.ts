import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { and, assign, fromPromise, not, setup } from 'xstate'
import type { MachineDoc } from '../core/src/machines/registry.js'
import { diffDocs, generateDocs, writeDocs } from './machines-docs/generate.js'
import { renderMermaid } from './machines-docs/mermaid.js'
import { renderMachinePage } from './machines-docs/page.js'

const lockMachine = setup({
  types: {
    context: {} as { tries: number },
    events: {} as
      | { type: 'LOCK.OPEN' }
      | { type: 'LOCK.CLOSE' }
      | { type: 'LOCK.PING' }
      | { type: 'LOCK.BLINK' }
      | { type: 'LOCK.RESTART' },
  },
  actions: { countTry: assign({ tries: ({ context }) => context.tries + 1 }), notifyOpen: () => {} },
  guards: { hasTries: ({ context }) => context.tries < 3, isBlocked: () => false },
  actors: { checkCode: fromPromise(async () => true) },
  delays: { AUTO_CLOSE_MS: 5_000 },
}).createMachine({
  id: 'lock',
  initial: 'locked',
  context: { tries: 0 },
  states: {
    locked: {
      initial: 'idle',
      states: {
        idle: { on: { 'LOCK.OPEN': { target: 'checking', guard: and(['hasTries', not('isBlocked')]) } } },
        checking: {
          entry: 'countTry',
          invoke: { src: 'checkCode', onDone: '#lock.open', onError: 'idle' },
        },
      },
      always: { guard: 'isBlocked', target: 'blocked' },
    },
    open: {
      type: 'parallel',
      entry: 'notifyOpen',
      after: { AUTO_CLOSE_MS: 'locked' },
      on: {
        'LOCK.CLOSE': { target: 'locked', guard: 'hasTries' },
        'LOCK.PING': { actions: 'notifyOpen' },
        'LOCK.RESTART': { target: 'open', reenter: true },
      },
      states: {
        light: { initial: 'on', states: { on: { on: { 'LOCK.BLINK': { target: 'on', reenter: true } } } } },
        bolt: { initial: 'out', states: { out: { after: { 1000: 'in' } }, in: {} } },
      },
    },
    blocked: { type: 'final' },
  },
})

const lockDoc: MachineDoc = { machine: lockMachine, systemId: 'lock', summary: 'A test lock.', spec: '§0' }

describe('renderMermaid', () => {
  const lines = renderMermaid(lockMachine).split('\n')
  const has = (line: string) => expect(lines.map((l) => l.trim())).toContain(line)

  it('draws nested states inside their composite, with safe ids and labels', () => {
    expect(lines[0]).toBe('stateDiagram-v2')
    expect(lines).toContain('  state "lock" as machine_root {')
    expect(lines).toContain('    state "locked" as s_locked {')
    expect(lines).toContain('      state "idle" as s_locked_idle')
    has('[*] --> s_locked_idle')
    has('[*] --> s_locked')
    has('s_blocked --> [*]')
    expect(lines.join('\n')).not.toMatch(/as [^\n]*\./)
  })

  it('separates the regions of a parallel state with --', () => {
    const open = lines.indexOf('    state "open" as s_open {')
    const light = lines.indexOf('      state "light" as s_open_light {')
    const divider = lines.indexOf('      --', light)
    const bolt = lines.indexOf('      state "bolt" as s_open_bolt {')
    expect(open).toBeGreaterThan(0)
    expect(open < light && light < divider && divider < bolt).toBe(true)
  })

  it('labels guarded, delayed, eventless, invoke and self transitions', () => {
    has('s_locked_idle --> s_locked_checking : LOCK.OPEN [and(hasTries, not(isBlocked))]')
    has('s_open --> s_locked : after AUTO_CLOSE_MS (5000 ms)')
    has('s_open_bolt_out --> s_open_bolt_in : after 1000 ms')
    has('s_open --> s_locked : LOCK.CLOSE [hasTries]')
    has('s_locked --> s_blocked : always [isBlocked]')
    has('s_locked_checking --> s_open : onDone checkCode')
    has('s_locked_checking --> s_locked_idle : onError checkCode')
    has('s_open_light_on --> s_open_light_on : LOCK.BLINK')
    // Targetless transitions are listed in the Events table, not drawn.
    expect(lines.some((line) => line.includes('LOCK.PING'))).toBe(false)
  })

  it('writes edges between siblings in their composite, and edges crossing a border at the top level', () => {
    // Mermaid moves a state into the last composite that mentions it, except the top level.
    const rootEnd = lines.indexOf('  }')
    expect(lines.indexOf('  s_locked_checking --> s_open : onDone checkCode')).toBeGreaterThan(rootEnd)
    expect(lines).toContain(
      '      s_locked_idle --> s_locked_checking : LOCK.OPEN [and(hasTries, not(isBlocked))]',
    )
    expect(lines).toContain('    s_open --> s_locked : LOCK.CLOSE [hasTries]')
  })

  it('does not draw self transitions of composite states (they crash Mermaid 10)', () => {
    expect(lines.some((line) => line.includes('s_open --> s_open'))).toBe(false)
    expect(renderMachinePage(lockDoc)).toContain(
      'Self transitions of composite states, not drawn: `LOCK.RESTART` on `open` (re-enters it).',
    )
  })

  it('is deterministic', () => {
    expect(renderMermaid(lockMachine)).toBe(lines.join('\n'))
  })
})

describe('machine page', () => {
  it('lists events, guards, actions, actors and delays, and ends with the inspector how-to', () => {
    const page = renderMachinePage(lockDoc)
    expect(page).toContain('| `LOCK.PING` | `open` | stays (no target) |  | `notifyOpen` |')
    expect(page).toContain('| `hasTries` | function | `LOCK.CLOSE` in `open`; `LOCK.OPEN` in `locked.idle` |')
    expect(page).toContain('| `countTry` | `assign(tries)` | entry of `locked.checking` |')
    expect(page).toContain('| `AUTO_CLOSE_MS` | 5000 ms | in `open` |')
    expect(page).toContain('| `1000` | 1000 ms (inline) | in `open.bolt.out` |')
    expect(page).toContain("foyerMachines.find((doc) => doc.systemId === 'lock')")
    expect(page.trimEnd().split('\n').slice(-40).join('\n')).toContain('## How to inspect it live')
    expect(renderMachinePage(lockDoc)).toBe(page)
  })
})

describe('generateDocs / diffDocs', () => {
  let dir: string | undefined
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('writes an index and one page per machine, then reports stale, missing and extra pages', async () => {
    dir = await mkdtemp(join(tmpdir(), 'machines-docs-'))
    const files = generateDocs([lockDoc])
    expect([...files.keys()]).toEqual(['README.md', 'lock.md'])
    expect(files.get('README.md')).toContain('| [lock](lock.md) | `lock` | A test lock. | §0 |')
    expect(generateDocs([lockDoc])).toEqual(files)

    expect(await diffDocs(dir, files)).toEqual({ stale: [], missing: ['README.md', 'lock.md'], extra: [] })
    await writeDocs(dir, files)
    expect(await readFile(join(dir, 'lock.md'), 'utf8')).toBe(files.get('lock.md'))
    expect(await diffDocs(dir, files)).toEqual({ stale: [], missing: [], extra: [] })

    await writeFile(join(dir, 'lock.md'), `${files.get('lock.md')}edited\n`)
    await writeFile(join(dir, 'old.md'), 'gone')
    const diff = await diffDocs(dir, files)
    expect(diff.stale.map((stale) => stale.file)).toEqual(['lock.md'])
    expect(diff.extra).toEqual(['old.md'])
  })

  it('refuses two machines with the same id', () => {
    expect(() => generateDocs([lockDoc, { ...lockDoc, systemId: 'other' }])).toThrow(/lock\.md/)
  })
})

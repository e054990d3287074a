import { describe, expect, it } from 'vitest'
import { nearDeadlines, timingSummary } from './timing-summary.js'

describe('the test run’s timing summary', () => {
  const timings = Array.from({ length: 12 }, (_, i) => ({
    project: i % 3 === 0 ? 'e2e' : 'core',
    file: `file-${i}.test.ts`,
    milliseconds: (i + 1) * 6_000,
  }))

  it('lists the ten slowest files, slowest first, and marks those over 60 s', () => {
    const [title, ...rest] = timingSummary(timings)
    const files = rest.slice(0, 10)
    expect(title).toBe('Slowest test files (budget 60.0 s each):')
    expect(files.map((line) => line.match(/file-\d+/)?.[0])).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `file-${i}`),
    )
    expect(files[0]).toBe('   72.0 s  core  file-11.test.ts  (over budget)')
    expect(files[2]).toBe('   60.0 s  e2e   file-9.test.ts')
  })

  it("adds up each project's files, the busiest project first", () => {
    const last = timingSummary(timings).at(-1)
    // e2e: files 0, 3, 6, 9 → 6 + 24 + 42 + 60 s; core: the other eight → 468 − 132 s.
    expect(last).toBe('Time per project (its files added up): core 336.0 s (8 files) · e2e 132.0 s (4 files)')
  })

  it('says nothing when no file ran', () => {
    expect(timingSummary([])).toEqual([])
  })
})

describe('the tests near their deadline', () => {
  const test = (name: string, milliseconds: number, timeout = 30_000) => ({
    file: 'a.test.ts',
    name,
    milliseconds,
    timeout,
  })

  it('lists the tests over a fifth of their deadline, the largest share first', () => {
    expect(
      nearDeadlines([test('quick', 6_000), test('close', 9_000), test('long', 70_000, 300_000)]),
    ).toEqual([
      'Tests over a fifth of their deadline:',
      '    9.0 s of 30.0 s  a.test.ts › close',
      '   70.0 s of 300.0 s  a.test.ts › long',
    ])
  })

  it('says how many there were when it lists only some, and nothing when none', () => {
    const many = Array.from({ length: 12 }, (_, i) => test(`t${i}`, 10_000 + i))
    expect(nearDeadlines(many)[0]).toBe('Tests over a fifth of their deadline (10 of 12):')
    expect(nearDeadlines(many)).toHaveLength(11)
    expect(nearDeadlines([test('quick', 6_000)])).toEqual([])
  })
})

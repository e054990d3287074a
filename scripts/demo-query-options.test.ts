import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { demoQueryOptions } from './demo-query-options.js'

// The query keys the demo page reads: `query.get('key')` in its config, `.has('key')` in main.
const readKeys = ['react-ui/demo/demo-config.ts', 'react-ui/demo/main.tsx'].flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/\.(?:get|has)\('([A-Za-z]+)'\)/g)].map((match) => match[1]),
)
const listedKeys = demoQueryOptions.map(({ query }) => query.slice(1).split('=')[0])

describe('the demo query options npm run demo lists', () => {
  it('are every option the page reads, each once', () => {
    expect(readKeys.length).toBeGreaterThan(5)
    expect(new Set(listedKeys)).toEqual(new Set(readKeys))
    expect(listedKeys).toHaveLength(new Set(listedKeys).size)
  })

  it("are each in the README's list", () => {
    const readme = readFileSync('README.md', 'utf8')
    expect(listedKeys.filter((key) => !readme.includes(`\`?${key}`))).toEqual([])
  })
})

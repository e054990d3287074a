import { describe, expect, it } from 'vitest'
import { siwx } from './siwx.module.js'

describe('siwx()', () => {
  it('refuses at once a statement no sign-in message can carry, naming the rule', () => {
    for (const statement of ['Sign in to “Example”', 'two\nlines', '100% yours', 'café']) {
      expect(() => siwx({ statement }), statement).toThrow(
        expect.objectContaining({ code: 'INVALID_SIWX_MESSAGE', issue: 'statement' }),
      )
    }
    expect(siwx({ statement: "Sign in to Example's app: https://example.com/tos" }).id).toBe('siwx')
  })
})

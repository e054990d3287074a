import { describe, expect, it } from 'vitest'
import { poolRefusalOf } from './pool-refusal.js'

// Refusals as nodes word them (Substrate's `InvalidTransaction` descriptions behind the author API's
// codes) and as chopsticks writes them (the runtime's error as JSON, as the local chain answers).

describe('poolRefusalOf', () => {
  it.each([
    ['1010: {"invalid":{"badProof":null}}', 'badProof'],
    ['1010: {"invalid":{"payment":null}}', 'payment'],
    ['1010: {"invalid":{"stale":null}}', 'stale'],
    ['1010: {"invalid":{"future":null}}', 'future'],
    ['1010: {"invalid":{"exhaustsResources":null}}', 'other'],
    ['1010: {"invalid":"BadProof"}', 'badProof'],
    ['1010: {"unknown":{"cannotLookup":null}}', 'other'],
  ] as const)('reads chopsticks’ %s as %s', (message, reason) => {
    expect(poolRefusalOf(message)).toBe(reason)
  })

  it.each([
    ['1010: Invalid Transaction: Transaction has a bad signature', 'badProof'],
    ['1010: Invalid Transaction: Inability to pay some fees (e.g. account balance too low)', 'payment'],
    ['1010: Invalid Transaction: Transaction is outdated', 'stale'],
    ['1010: Invalid Transaction: Transaction will be valid in the future', 'future'],
    ['1010: Invalid Transaction: Transaction has an ancient birth block', 'other'],
    ['1013: Transaction Already Imported', 'stale'],
    ['1014: Priority is too low: (100 vs 100)', 'stale'],
    ['1012: Transaction is temporarily banned', 'other'],
    ['1002: Verification Error: Runtime error: Execution failed', 'other'],
  ] as const)('reads a node’s %s as %s', (message, reason) => {
    expect(poolRefusalOf(message)).toBe(reason)
  })

  it('does not call other failures refusals: the transaction may have gone', () => {
    for (const message of [
      'WebSocket is not connected',
      'No response received from RPC endpoint in 60s',
      '-32603: Internal error',
      '',
    ])
      expect(poolRefusalOf(message)).toBeUndefined()
  })
})

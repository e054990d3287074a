import { describe, expect, it } from 'vitest'
import { UniversalProviderInitError } from './errors.js'
import { walletConnectAlertOf } from './provider-alerts.js'

describe('walletConnectAlertOf (SPEC §8: universal-provider errors map to alerts)', () => {
  it.each([
    ['Unauthorized: origin not allowed', 'INVALID_APP_CONFIGURATION'],
    ['JWT validation error: JWT Token is not yet valid', 'JWT_NOT_YET_VALID'],
    ['Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
    ['Project ID is missing', 'PROJECT_ID_NOT_CONFIGURED'],
  ])('%s → %s', (message, alert) => {
    expect(walletConnectAlertOf(new Error(message))).toBe(alert)
  })

  it('reads causes: Foyer and the client wrap the relay text', () => {
    const relay = new Error(
      'WebSocket connection closed abnormally with code: 3000 (Unauthorized: origin not allowed)',
    )
    const wrapped = new UniversalProviderInitError({ cause: new Error('init failed', { cause: relay }) })
    expect(walletConnectAlertOf(wrapped)).toBe('INVALID_APP_CONFIGURATION')
  })

  it('other failures are no alert, whatever their shape', () => {
    for (const error of [
      new Error('socket hang up'),
      { code: 5000, message: 'User rejected.' },
      'x',
      null,
      42,
    ])
      expect(walletConnectAlertOf(error)).toBeUndefined()
  })
})

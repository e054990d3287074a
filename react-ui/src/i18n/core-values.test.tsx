import {
  EmailThrottledError,
  HttpStatusError,
  NameRegistrationError,
  PayInvalidRequestError,
} from '@foyer/core'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { I18nProvider } from './I18nProvider.js'
import { loadFoyerLocale } from './load-locale.js'
import { useI18n } from './use-i18n.js'

// Core's messages with a value in them (an HTTP status, the seconds to wait, a name, the least
// amount, a node's words, why a site's payment request is wrong) reach the visitor in their language, the value as core gave it; any other
// text core hands over stays as it was said. The messages are core's own errors' where core exports
// them, written out otherwise.

beforeAll(async () => {
  await Promise.all([loadFoyerLocale('es'), loadFoyerLocale('ar')])
})

/** The skin's `core` in a locale. */
function coreIn(locale: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider locale={locale}>{children}</I18nProvider>
  )
  return renderHook(() => useI18n(), { wrapper }).result.current.core
}

const status = new HttpStatusError(503).shortMessage
const throttled = new EmailThrottledError(42).shortMessage
const naming = new NameRegistrationError('alice.reown.id').shortMessage
const badPayment = new PayInvalidRequestError('the recipient is not a valid EVM address').shortMessage
const dust = 'Bitcoin does not relay payments this small: send at least 0.00000294 BTC'
const failedOnChain =
  'The transfer failed on the network (Balance too low to send value, balances.InsufficientBalance); its fee was paid'

describe('core’s messages with a value in them', () => {
  it('are core’s errors’ own words', () => {
    expect([status, throttled, naming]).toEqual([
      'HTTP status code: 503',
      'Please try again after 42 seconds',
      'Error registering name alice.reown.id',
    ])
  })

  it('read in Spanish, each value as core gave it', () => {
    const core = coreIn('es')
    expect(core(status)).toBe('Código de estado HTTP: 503')
    expect(core(throttled)).toBe('Vuelve a intentarlo dentro de 42 segundos')
    expect(core(naming)).toBe('Error al registrar el nombre alice.reown.id')
    // Why the request is wrong is for the site's developers: it stays as core wrote it.
    expect(core(badPayment)).toBe(
      'Esta solicitud de pago no es válida: the recipient is not a valid EVM address',
    )
    expect(core(dust)).toBe('Bitcoin no retransmite pagos tan pequeños: envía al menos 0.00000294 BTC')
    // The node's own words stay as the node said them, inside the Spanish sentence.
    expect(core(failedOnChain)).toBe(
      'La transferencia falló en la red (Balance too low to send value, balances.InsufficientBalance); se pagó su comisión',
    )
  })

  it('read in Arabic', () => {
    expect(coreIn('ar')(status)).toBe('رمز حالة HTTP: 503')
  })

  it('stay English in English, and any other text stays as it was said', () => {
    expect(coreIn('en')(status)).toBe(status)
    const core = coreIn('es')
    // A wallet's words, and a message's words without their value, are not core's messages.
    expect(core('execution reverted: HTTP status code: 500')).toBe(
      'execution reverted: HTTP status code: 500',
    )
    expect(core('HTTP status code: ')).toBe('HTTP status code: ')
    // A known text without a value is still the dictionary's.
    expect(core('Request was aborted')).toBe('La solicitud se canceló')
  })
})

import { describe, expect, it } from 'vitest'
import {
  ERROR_REPORT_WINDOW_MS,
  ERROR_REPORTS_PER_WINDOW,
  errorPayload,
  errorReportTimes,
  eventPayload,
  reportingRefusal,
} from './analytics.rules.js'
import type { AnalyticsRecord } from './analytics-events.js'

const closed = { sendAddress: false, sendFullUrl: false, sendStackTraces: false }
const open = { sendAddress: true, sendFullUrl: true, sendStackTraces: true }
const page = { href: 'https://shop.example:8443/cart?session=abc#pay' }
const record: AnalyticsRecord = {
  event: 'MODAL_CLOSE',
  properties: { connected: true },
  timestamp: 1_764_000_000_000,
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
}

describe('reportingRefusal', () => {
  it('refuses outside a browser, with the feature off, and with Global Privacy Control, in that order', () => {
    expect(reportingRefusal({ inBrowser: false, localFeature: false, globalPrivacyControl: true })).toBe(
      'notBrowser',
    )
    expect(reportingRefusal({ inBrowser: true, localFeature: false, globalPrivacyControl: true })).toBe(
      'featureOff',
    )
    expect(reportingRefusal({ inBrowser: true, localFeature: true, globalPrivacyControl: true })).toBe(
      'globalPrivacyControl',
    )
    expect(reportingRefusal({ inBrowser: true, localFeature: true, globalPrivacyControl: false })).toBe(
      undefined,
    )
  })
})

describe('eventPayload', () => {
  it('sends the origin and host, never the path, query or address, unless the site allows each', () => {
    expect(eventPayload(record, page, 'id-1', closed)).toEqual({
      eventId: 'id-1',
      url: 'https://shop.example:8443',
      domain: 'shop.example',
      timestamp: 1_764_000_000_000,
      props: { event: 'MODAL_CLOSE', connected: true },
    })
    expect(eventPayload(record, page, 'id-2', open)).toEqual({
      eventId: 'id-2',
      url: 'https://shop.example:8443/cart?session=abc#pay',
      domain: 'shop.example',
      timestamp: 1_764_000_000_000,
      props: { event: 'MODAL_CLOSE', connected: true, address: record.address },
    })
  })

  it('sends no address when none was connected, and an empty page for an address it cannot read', () => {
    const payload = eventPayload({ ...record, address: undefined }, { href: 'not a url' }, 'id', open)
    expect(payload).toMatchObject({ url: '', domain: '', props: { event: 'MODAL_CLOSE', connected: true } })
    expect(payload.props).not.toHaveProperty('address')
  })
})

describe('errorPayload', () => {
  const report = {
    category: 'walletconnect',
    errorType: 'UniversalProviderInitError',
    errorMessage: 'socket hang up',
    stackTrace: 'at init (https://shop.example/app.js:1:1)',
  }

  it('carries type, event, category, errorType and errorMessage; the stack only when allowed', () => {
    const sent = errorPayload(report, page, 'e1', 5, closed)
    expect(sent).toEqual({
      eventId: 'e1',
      url: 'https://shop.example:8443',
      domain: 'shop.example',
      timestamp: 5,
      props: {
        type: 'error',
        event: 'ERROR',
        category: 'walletconnect',
        errorType: 'UniversalProviderInitError',
        errorMessage: 'socket hang up',
      },
    })
    expect(errorPayload(report, page, 'e2', 5, open).props).toHaveProperty('stackTrace', report.stackTrace)
  })
})

describe('errorReportTimes', () => {
  it(`lets ${ERROR_REPORTS_PER_WINDOW} reports through in any ${ERROR_REPORT_WINDOW_MS / 1000} s, then drops until the oldest ages out`, () => {
    let sent: number[] = []
    for (const now of [0, 10, 20, 30, 40]) {
      const next = errorReportTimes(sent, now)
      expect(next, `report at ${now}`).toBeDefined()
      sent = next ?? sent
    }
    expect(errorReportTimes(sent, 59_999)).toBeUndefined()
    expect(errorReportTimes(sent, 60_000)).toEqual([10, 20, 30, 40, 60_000])
  })
})

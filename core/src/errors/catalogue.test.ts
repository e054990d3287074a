import { describe, expect, expectTypeOf, it } from 'vitest'
import * as adapter from './adapter.js'
import {
  AdapterNotFoundError,
  ConnectorChainsNotSupportedError,
  UnsupportedChainNamespaceError,
} from './adapter.js'
import { BaseError, isFoyerError } from './base.js'
import * as blockchain from './blockchain.js'
import { TokenBalanceUnavailableError } from './blockchain.js'
import * as connection from './connection.js'
import {
  AccountNotInConnectionError,
  ConnectFailedError,
  ConnectionConnectorNotFoundError,
  ConnectionRejectedError,
  FarcasterConnectError,
  InvalidConnectionStatusError,
  NotConnectedToAuthError,
  PopupClosedError,
  RequestAbortedError,
  RequestPendingError,
  SocialConnectionInitError,
} from './connection.js'
import * as frame from './frame.js'
import {
  EmailThrottledError,
  FrameAbortedError,
  FrameDependencyLoadError,
  FrameLoadTimeoutError,
  FrameMessageTooLargeError,
  FrameNotSetError,
  FrameRequestAbortedError,
  FrameRequestError,
  FrameRequestTimeoutError,
  FrameUrlRefusedError,
  NoAuthConnectorError,
  UnverifiedDomainError,
} from './frame.js'
import * as names from './names.js'
import {
  AddressOrAuthConnectorNotFoundError,
  apiReason,
  NameRegistrationError,
  NameSuggestionsError,
  NetworkNotFoundError,
} from './names.js'
import * as siwx from './siwx.js'
import {
  NoActiveCaipAddressError,
  NoConnectionClientError,
  SmartAccountNotSupportedError,
  signingMessages,
} from './siwx.js'
import * as validation from './validation.js'
import { ActionNotAllowedError, RpcMethodNotAllowedError } from './validation.js'

type ErrorClass = abstract new (...args: never[]) => BaseError

/** SPEC §5 and §8, word for word: the text the UI must show, the class, and how to build one. */
const catalogue: ReadonlyArray<readonly [text: string, type: ErrorClass, make: () => BaseError]> = [
  // connection
  ['Connection rejected', ConnectionRejectedError, () => new ConnectionRejectedError()],
  ['Popup closed', PopupClosedError, () => new PopupClosedError()],
  ['Failed to connect', ConnectFailedError, () => new ConnectFailedError()],
  // The spec's text for an aborted request to a wallet; the next two have no spec text of their own.
  ['Request was aborted', RequestAbortedError, () => new RequestAbortedError()],
  ['Another request is waiting for the wallet', RequestPendingError, () => new RequestPendingError()],
  [
    'The wallet did not share that account with this site',
    AccountNotInConnectionError,
    () => new AccountNotInConnectionError(),
  ],
  ['Failed to initiate social connection', SocialConnectionInitError, () => new SocialConnectionInitError()],
  ['Failed to connect to farcaster', FarcasterConnectError, () => new FarcasterConnectError()],
  ['Not connected to email or social', NotConnectedToAuthError, () => new NotConnectedToAuthError()],
  ['No auth connector found', NoAuthConnectorError, () => new NoAuthConnectorError()],
  [
    'No connector found for connection',
    ConnectionConnectorNotFoundError,
    () => new ConnectionConnectorNotFoundError(),
  ],
  ['Invalid connection status', InvalidConnectionStatusError, () => new InvalidConnectionStatusError()],
  // adapter
  ['Adapter not found', AdapterNotFoundError, () => new AdapterNotFoundError()],
  [
    'The connector does not support any of the requested chains',
    ConnectorChainsNotSupportedError,
    () => new ConnectorChainsNotSupportedError(),
  ],
  [
    'Unsupported chain namespace: tron',
    UnsupportedChainNamespaceError,
    () => new UnsupportedChainNamespaceError('tron'),
  ],
  // sign-in
  [
    'This application might not support Smart Accounts',
    SmartAccountNotSupportedError,
    () => new SmartAccountNotSupportedError(),
  ],
  ['No ActiveCaipAddress found', NoActiveCaipAddressError, () => new NoActiveCaipAddressError()],
  ['No ConnectionController client found', NoConnectionClientError, () => new NoConnectionClientError()],
  // names
  ['Error fetching name suggestions', NameSuggestionsError, () => new NameSuggestionsError()],
  [
    'Error registering name alice.reown.id',
    NameRegistrationError,
    () => new NameRegistrationError('alice.reown.id'),
  ],
  ['Network not found', NetworkNotFoundError, () => new NetworkNotFoundError()],
  [
    'Address or auth connector not found',
    AddressOrAuthConnectorNotFoundError,
    () => new AddressOrAuthConnectorNotFoundError(),
  ],
  // embedded login frame
  ['iframe_load_failed', FrameLoadTimeoutError, () => new FrameLoadTimeoutError()],
  ['iframe_request_timeout', FrameRequestTimeoutError, () => new FrameRequestTimeoutError()],
  ['unverified_domain', UnverifiedDomainError, () => new UnverifiedDomainError()],
  ['Request was aborted', FrameRequestAbortedError, () => new FrameRequestAbortedError()],
  ['Something went wrong', FrameAbortedError, () => new FrameAbortedError()],
  ['Unable to load email login dependency', FrameDependencyLoadError, () => new FrameDependencyLoadError()],
  ['W3mFrame: iframe is not set', FrameNotSetError, () => new FrameNotSetError()],
  ['An error occurred', FrameRequestError, () => new FrameRequestError()],
  [
    'The login frame gave an address Foyer will not open',
    FrameUrlRefusedError,
    () => new FrameUrlRefusedError(),
  ],
  [
    'The login frame sent an answer too large to read',
    FrameMessageTooLargeError,
    () => new FrameMessageTooLargeError(),
  ],
  ['Please try again after 12 seconds', EmailThrottledError, () => new EmailThrottledError(12)],
  // send and RPC-method validation
  ['Requested RPC call is not allowed', RpcMethodNotAllowedError, () => new RpcMethodNotAllowedError()],
  ['Action not allowed', ActionNotAllowedError, () => new ActionNotAllowedError()],
  // blockchain API
  ['Token Balance Unavailable', TokenBalanceUnavailableError, () => new TokenBalanceUnavailableError()],
]

const domainModules = { adapter, blockchain, connection, frame, names, siwx, validation }

function isErrorClass(value: unknown): value is ErrorClass {
  return typeof value === 'function' && value.prototype instanceof BaseError
}

describe('error catalogue', () => {
  it.each(catalogue)('%s', (text, type, make) => {
    const error = make()
    expect(error.shortMessage).toBe(text)
    expect(error.message).toBe(text)
    expect(error).toBeInstanceOf(type)
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toBeInstanceOf(Error)
    expect(error.code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/)
    expect((type as unknown as { code: string }).code).toBe(error.code)
  })

  it('gives every class its own code', () => {
    const codes = catalogue.map(([, , make]) => make().code)
    const duplicates = codes.filter((code, index) => codes.indexOf(code) !== index)
    expect(duplicates).toEqual([])
  })

  it('gives every error its own class name, written out so that minified bundles keep it', () => {
    for (const [, type, make] of catalogue) expect(make().name).toBe(type.name)
  })

  it('lists every error class the domain files export', () => {
    const listed = new Set(catalogue.map(([, type]) => type))
    const exported = Object.entries(domainModules).flatMap(([file, module]) =>
      Object.entries(module)
        .filter(([, value]) => isErrorClass(value))
        .map(([name, value]) => ({ name: `${file}.${name}`, listed: listed.has(value as ErrorClass) })),
    )
    expect(exported.length).toBe(catalogue.length)
    expect(exported.filter((entry) => !entry.listed)).toEqual([])
  })

  it('keeps codes typed, so callers can branch on them', () => {
    const error: unknown = new PopupClosedError({ cause: new Error('closed by visitor') })
    expectTypeOf(new PopupClosedError().code).toEqualTypeOf<'POPUP_CLOSED'>()
    expectTypeOf(
      new UnsupportedChainNamespaceError('tron').code,
    ).toEqualTypeOf<'UNSUPPORTED_CHAIN_NAMESPACE'>()
    expect(isFoyerError(error, 'POPUP_CLOSED')).toBe(true)
    expect(isFoyerError(error, 'CONNECTION_REJECTED')).toBe(false)
    expect(error).not.toBeInstanceOf(ConnectionRejectedError)
    expect((error as PopupClosedError).details).toBe('closed by visitor')
  })

  it('keeps the parameters of templated messages', () => {
    expect(new UnsupportedChainNamespaceError('tron').namespace).toBe('tron')
    expect(new NameRegistrationError('bob.reown.id').accountName).toBe('bob.reown.id')
    expect(new EmailThrottledError(7).seconds).toBe(7)
  })
})

describe('messages shown, not thrown', () => {
  it('keeps the sign-in and signing texts word for word', () => {
    expect(signingMessages).toEqual({
      siwxInitFailed: 'A problem occurred while trying initialize authentication',
      signatureDeclined: 'Signature declined',
    })
  })
})

describe('name errors', () => {
  const body = { reasons: [{ description: 'Name is already taken' }, { description: 'second reason' }] }

  it.each([
    ['suggestions', (cause?: unknown) => new NameSuggestionsError({ cause })],
    ['register', (cause?: unknown) => new NameRegistrationError('alice.reown.id', { cause })],
  ])('%s shows the first reason of the API, keeping its code', (_, make) => {
    const withReason = make(body)
    const withoutReason = make(new Error('HTTP status code: 500'))
    expect(withReason.shortMessage).toBe('Name is already taken')
    expect(withReason.code).toBe(withoutReason.code)
    expect(withoutReason.shortMessage).not.toBe('Name is already taken')
    expect(withoutReason.details).toBe('HTTP status code: 500')
  })

  it('falls back to the default for bodies without a usable reason', () => {
    expect(apiReason({ reasons: [] })).toBeUndefined()
    expect(apiReason({ reasons: [{ description: '' }] })).toBeUndefined()
    expect(apiReason({ reasons: [{ description: 42 }] })).toBeUndefined()
    expect(apiReason({ reasons: 'nope' })).toBeUndefined()
    expect(apiReason(null)).toBeUndefined()
    expect(apiReason('reasons')).toBeUndefined()
    expect(new NameSuggestionsError({ cause: { reasons: [{}] } }).shortMessage).toBe(
      'Error fetching name suggestions',
    )
  })
})

describe('frame request error', () => {
  it('shows the payload message and falls back when it is missing or empty', () => {
    expect(new FrameRequestError('Invalid OTP').shortMessage).toBe('Invalid OTP')
    expect(new FrameRequestError('').shortMessage).toBe('An error occurred')
    expect(new FrameRequestError(undefined).code).toBe(new FrameRequestError('Invalid OTP').code)
  })
})

import {
  anyOf,
  arrayOf,
  type Infer,
  isBoolean,
  isNaturalNumber,
  isNonEmptyString,
  isPlainObject,
  isString,
  oneOf,
  optional,
  record,
  shape,
  type Validator,
} from '../storage/validators.js'

const isNothing = (value: unknown): value is undefined => value === undefined
const isAnything = (_value: unknown): _value is unknown => true
const isChainId = anyOf(isNaturalNumber, isNonEmptyString)
const isAccountType = oneOf('eoa', 'smartAccount')

/**
 * The user the login frame reports after a login (SPEC §3 embedded-login user payload).
 *
 * @example
 * isFrameUser({ address: '0xab…', chainId: 1, accounts: [{ address: '0xab…', type: 'eoa' }] }) // true
 */
export const isFrameUser = shape({
  email: optional(anyOf(isString, (value: unknown): value is null => value === null)),
  address: isNonEmptyString,
  chainId: isChainId,
  accounts: optional(arrayOf(shape({ address: isNonEmptyString, type: isAccountType }))),
  userName: optional(isString),
  preferredAccountType: optional(isAccountType),
  smartAccountDeployed: optional(isBoolean),
})

/** A user of the login frame, as {@link isFrameUser} accepts it. */
export type FrameUser = Infer<typeof isFrameUser>

/** One call of the frame protocol: what the page sends and what the frame answers on success. */
type FrameCall<payload, result> = { payload: Validator<payload>; result: Validator<result> }
const call = <payload, result>(
  payload: Validator<payload>,
  result: Validator<result>,
): FrameCall<payload, result> => ({
  payload,
  result,
})

const callValidators = {
  SWITCH_NETWORK: call(shape({ chainId: isChainId }), shape({ chainId: isChainId })),
  CONNECT_EMAIL: call(
    shape({ email: isNonEmptyString }),
    shape({ action: oneOf('VERIFY_DEVICE', 'VERIFY_OTP') }),
  ),
  CONNECT_DEVICE: call(isNothing, isNothing),
  CONNECT_OTP: call(shape({ otp: isString }), isNothing),
  CONNECT_SOCIAL: call(
    shape({
      uri: isNonEmptyString,
      preferredAccountType: optional(isAccountType),
      chainId: optional(isChainId),
    }),
    isFrameUser,
  ),
  GET_FARCASTER_URI: call(isNothing, shape({ url: isNonEmptyString })),
  CONNECT_FARCASTER: call(isNothing, shape({ userName: isString })),
  GET_USER: call(
    shape({
      chainId: optional(isChainId),
      preferredAccountType: optional(isAccountType),
      socialUri: optional(isString),
    }),
    isFrameUser,
  ),
  GET_SOCIAL_REDIRECT_URI: call(shape({ provider: isNonEmptyString }), shape({ uri: isNonEmptyString })),
  SIGN_OUT: call(isNothing, isNothing),
  IS_CONNECTED: call(isNothing, shape({ isConnected: isBoolean })),
  GET_CHAIN_ID: call(isNothing, shape({ chainId: isChainId })),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: call(
    isNothing,
    shape({ smartAccountEnabledNetworks: arrayOf(isNaturalNumber) }),
  ),
  INIT_SMART_ACCOUNT: call(isNothing, shape({ address: isNonEmptyString, isDeployed: isBoolean })),
  SET_PREFERRED_ACCOUNT: call(
    shape({ type: isAccountType }),
    shape({ type: isAccountType, address: isNonEmptyString }),
  ),
  RPC_REQUEST: call(
    shape({
      method: isNonEmptyString,
      params: optional(isAnything),
      chainId: optional(isChainId),
      chainNamespace: optional(isNonEmptyString),
    }),
    isAnything,
  ),
  UPDATE_EMAIL: call(
    shape({ email: isNonEmptyString }),
    shape({ action: oneOf('VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP') }),
  ),
  UPDATE_EMAIL_PRIMARY_OTP: call(shape({ otp: isString }), isNothing),
  UPDATE_EMAIL_SECONDARY_OTP: call(shape({ otp: isString }), shape({ newEmail: isNonEmptyString })),
  SYNC_THEME: call(
    shape({ themeMode: oneOf('light', 'dark'), themeVariables: optional(record(isString)) }),
    isNothing,
  ),
  SYNC_DAPP_DATA: call(
    shape({
      projectId: isString,
      sdkVersion: isString,
      sdkType: isString,
      metadata: optional(isPlainObject),
    }),
    isNothing,
  ),
  RELOAD: call(isNothing, isNothing),
  RPC_ABORT: call(isNothing, isNothing),
} as const

/** The name of a frame call, e.g. `CONNECT_EMAIL`. */
export type FrameCallName = keyof typeof callValidators
/** What the page sends with the call `name`. */
export type FramePayload<name extends FrameCallName> = Infer<(typeof callValidators)[name]['payload']>
/** What the frame answers the call `name` with on success. */
export type FrameResult<name extends FrameCallName> = Infer<(typeof callValidators)[name]['result']>

/**
 * Every call the page makes to the login frame (SPEC §7 app events), with a validator for its
 * payload (the frame checks what it receives) and one for its success answer (the page checks what it
 * receives: a frame is another origin's code, and nothing it says is trusted unread). Typed per name,
 * so `frameCalls[name].result` narrows to that call's result even for a generic `name`.
 *
 * @example
 * frameCalls.CONNECT_EMAIL.result({ action: 'VERIFY_OTP' }) // true
 */
export const frameCalls: { [name in FrameCallName]: FrameCall<FramePayload<name>, FrameResult<name>> } =
  callValidators

/**
 * Whether `name` is one of the frame calls.
 *
 * @example
 * isFrameCallName('CONNECT_EMAIL') // true
 */
export function isFrameCallName(name: unknown): name is FrameCallName {
  return typeof name === 'string' && Object.hasOwn(frameCalls, name)
}

// Sign in with X (CAIP-122): the message a wallet signs, its data, and where sessions are kept.
// Client-safe: nothing here needs Node. Verification lives in `@foyer/core/server`.
export {
  type CreateSiwxMessageDataInput,
  createSiwxMessageData,
  createSiwxMessageFields,
  SIWX_DEFAULT_TTL_MS,
} from './create-session-data.js'
export {
  type CheckedSiwxMessageData,
  checkSiwxMessageData,
  isSiwxDomain,
  isSiwxNamespace,
  isSiwxNonce,
  isSiwxRequestId,
  isSiwxScheme,
  isSiwxStatement,
  isSiwxUri,
  normalizeSiwxTimestamp,
  siwxNamespaces,
} from './message.fields.js'
export { createSiwxMessage, parseSiwxMessage } from './message.js'
export { generateSiwxNonce, SIWX_NONCE_LENGTH } from './nonce.js'
export { isSiwxMessageData, isSiwxSession } from './session.validators.js'
export { InvalidSiwxMessageError, InvalidSiwxSessionError, type SiwxMessageIssue } from './siwx.errors.js'
export type {
  SiwxMessageData,
  SiwxMessageFields,
  SiwxNamespace,
  SiwxSession,
  SiwxStorage,
} from './siwx.types.js'
export { type LocalSiwxStorageOptions, localSiwxStorage, SIWX_SESSIONS_KEY } from './storage.js'

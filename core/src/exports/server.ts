// @foyer/core/server: verify sign-in messages on a server (Node). Its own entry point, so the browser
// bundle never carries bip322-js or the ed25519 verifier, and a server never loads the modal.
// Besides verification, what a server needs: issuing nonces, and making or reading messages (for
// flows where the server writes the message the wallet signs).
export {
  type CreateSiwxMessageDataInput,
  createSiwxMessageData,
  SIWX_DEFAULT_TTL_MS,
} from '../siwx/create-session-data.js'
export { createSiwxMessage, parseSiwxMessage } from '../siwx/message.js'
export { generateSiwxNonce, SIWX_NONCE_LENGTH } from '../siwx/nonce.js'
export * from '../siwx/server/index.js'
export { InvalidSiwxMessageError, type SiwxMessageIssue } from '../siwx/siwx.errors.js'
export type { SiwxMessageData, SiwxNamespace, SiwxSession } from '../siwx/siwx.types.js'

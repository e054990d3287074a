// Server-side sign-in verification (`@foyer/core/server`).

export { adr036SignDoc } from '../../chains/cosmos/adr036.js'
export { type BitcoinSignatureInput, verifyBitcoinSignature } from './bip122.js'
export { checkSiwxClaims, SIWX_DEFAULT_CLOCK_SKEW_MS, type SiwxExpectations } from './check-claims.js'
export { type CosmosSignatureInput, verifyCosmosSignature } from './cosmos.js'
export { type Eip155SignatureInput, SIWX_DEFAULT_RPC_TIMEOUT_MS, verifyEip155Signature } from './eip155.js'
export { type PolkadotSignatureInput, verifyPolkadotSignature } from './polkadot.js'
export { type SolanaSignatureInput, verifySolanaSignature } from './solana.js'
export { InvalidVerifyOptionsError } from './verify.errors.js'
export { verifySiwxMessage } from './verify.js'
export type {
  SignatureCheck,
  SiwxPublicClient,
  SiwxVerifyFailure,
  SiwxVerifyFailureReason,
  SiwxVerifyResult,
  VerifySiwxMessageOptions,
} from './verify.types.js'

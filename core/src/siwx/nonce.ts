const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * Length of {@link generateSiwxNonce}'s nonces: 24 of 62 symbols is about 143 bits of randomness.
 *
 * @example
 * generateSiwxNonce().length === SIWX_NONCE_LENGTH // true
 */
export const SIWX_NONCE_LENGTH = 24

/**
 * A fresh sign-in nonce: letters and digits (EIP-4361) from the platform's cryptographic random
 * source (`crypto.getRandomValues`, in browsers and Node alike). viem's `generateSiweNonce` is not
 * used because it draws from `Math.random`, which an attacker can predict. A server that verifies
 * sign-ins should issue the nonce itself and accept it once.
 *
 * @example
 * const nonce = generateSiwxNonce() // 'q3ZKx9ar0PbT1mWc7YhLd2Ns'
 */
export function generateSiwxNonce(): string {
  let nonce = ''
  const bytes = new Uint8Array(SIWX_NONCE_LENGTH * 2)
  while (nonce.length < SIWX_NONCE_LENGTH) {
    globalThis.crypto.getRandomValues(bytes)
    for (const byte of bytes) {
      // Rejection sampling: 248 is the largest multiple of 62 in a byte, so every symbol is equally likely.
      if (byte < 248 && nonce.length < SIWX_NONCE_LENGTH) nonce += alphabet[byte % alphabet.length]
    }
  }
  return nonce
}

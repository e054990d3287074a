import { createSiwxMessage } from './message.js'
import type { SiwxSession } from './siwx.types.js'

/**
 * What a stored session is for the page: `trusted` (its text is its data's, made for this page's
 * domain, in force, and signed by its account), `not-yet` (all that, but its `notBefore` is still
 * ahead: kept, not used), `unchecked` (the verifier could not run, e.g. its code did not download:
 * kept, not used) or `refused` (anything else: forged, tampered or another site's).
 *
 * @example
 * const verdict: StoredSessionVerdict = await checkStoredSession(session, { domain: location.host, now: Date.now() })
 */
export type StoredSessionVerdict = 'trusted' | 'not-yet' | 'unchecked' | 'refused'

/**
 * Checks a session read from (or about to be written to) the browser's storage before the page
 * trusts it: anyone who can write that storage (another script on the origin, an extension, a hand
 * edit) could otherwise sign a visitor in with a session of another site, a message that is not its
 * data's text, or a signature of zeros. The message must be exactly the CAIP-122 text of the data;
 * the verifier a server uses then checks the domain, the time window and the signature with the
 * namespace's own cryptography (viem's ECDSA recovery for EVM, ed25519 for Solana, BIP-322/137 for
 * Bitcoin, sr25519/ed25519/ecdsa for Polkadot, ADR-036 secp256k1 for Cosmos), loaded with `import()`
 * the first time a session is checked. Offline, only plain
 * accounts' EVM signatures can be checked (a smart account's needs its chain's node). This is the
 * page's own check only: the site's server remains the authority on who is signed in.
 *
 * @example
 * if ((await checkStoredSession(session, { domain: 'app.example.com', now: Date.now() })) === 'trusted') use(session)
 */
export async function checkStoredSession(
  session: SiwxSession,
  expected: { domain: string | undefined; now: number },
): Promise<StoredSessionVerdict> {
  // Without the page's domain there is nothing to bind the session to.
  if (!expected.domain || session.data.domain !== expected.domain) return 'refused'
  if (!isTextOfData(session)) return 'refused'
  let result: Awaited<ReturnType<typeof import('./server/verify.js').verifySiwxMessage>>
  try {
    const { verifySiwxMessage } = await import('./server/verify.js')
    result = await verifySiwxMessage({
      message: session.message,
      signature: session.signature,
      domain: expected.domain,
      now: expected.now,
    })
  } catch {
    return 'unchecked'
  }
  if (result.ok) return 'trusted'
  return result.reason === 'NOT_YET_VALID' ? 'not-yet' : 'refused'
}

function isTextOfData(session: SiwxSession): boolean {
  try {
    return createSiwxMessage(session.data) === session.message
  } catch {
    return false
  }
}

import type { Signer, SignerResult } from '@polkadot/api/types'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import type { invalidAnswer } from '../wallet-answers.js'
import { signPayloadAnswerOf } from './sign-payload-answer.js'
import { PolkadotPayloadMismatchError, PolkadotSignTimeoutError } from './transfer-errors.js'
import { payloadFactsOf, reviewProblems, type TransferCall, type TransferReview } from './transfer-review.js'

// In a file of its own: WalletConnect's message signing (walletconnect/session-wallet.ts) waits as long.
export { POLKADOT_SIGN_TIMEOUT_MS } from './sign-timeout.js'

/**
 * What {@link reviewedSigner} needs: the review, the chain's decoders, the wallet's `signPayload` (as
 * Foyer calls it: a refusal is the standard rejection, junk thrown a Foyer error), the account's key
 * type and the timeout.
 */
export type ReviewedSignerOptions = {
  review: TransferReview
  decodeCall: (method: string) => TransferCall | undefined
  accountIdOf: (address: string) => string | undefined
  /** Asks the wallet to sign the payload; resolves with its raw answer. */
  signPayload: (payload: SignerPayloadJSON) => Promise<unknown>
  keyType: string | undefined
  timeoutMs: number
  /** The adapter's `InvalidPolkadotWalletAnswerError` maker, for an answer that is junk. */
  invalidAnswer: typeof invalidAnswer
}

/**
 * The `Signer` @polkadot/api's `signAsync` signs a transfer through: it checks the payload against the
 * review before the wallet sees it (`PolkadotPayloadMismatchError`, and the wallet is not asked),
 * hands the wallet a copy (an extension that edits the object it is given changes nothing of Foyer's),
 * waits at most `timeoutMs` (`PolkadotSignTimeoutError`; a later answer is ignored), and checks the
 * answer's signature (`InvalidPolkadotWalletAnswerError`). The api then builds the extrinsic from its
 * own payload and the signature. A `signedTransaction` in the answer is kept for the caller to compare
 * with that extrinsic (`walletTransaction()`), not given to the api, which would submit it as it is.
 *
 * @example
 * const { signer, walletTransaction } = reviewedSigner({ review, decodeCall, accountIdOf, signPayload, keyType: 'sr25519', timeoutMs: POLKADOT_SIGN_TIMEOUT_MS, invalidAnswer })
 * await api.tx.balances.transferKeepAlive(to, amount).signAsync(from, { signer, nonce: -1 })
 */
export function reviewedSigner(options: ReviewedSignerOptions): {
  signer: Signer
  walletTransaction(): `0x${string}` | undefined
} {
  let walletTransaction: `0x${string}` | undefined
  let asked = 0
  const signer: Signer = {
    async signPayload(payload: SignerPayloadJSON): Promise<SignerResult> {
      // One transfer, one prompt: a second request would be a payload the visitor never reviewed.
      if (++asked > 1) throw new PolkadotPayloadMismatchError({ details: 'a second signature was requested' })
      const problems = reviewProblems(
        payloadFactsOf(payload, options.decodeCall, options.accountIdOf),
        options.review,
      )
      if (problems.length > 0) throw new PolkadotPayloadMismatchError({ details: problems.join('; ') })
      const copy = JSON.parse(JSON.stringify(payload)) as SignerPayloadJSON
      const answer = await answerWithin(options.signPayload(copy), options.timeoutMs)
      const { signature, signedTransaction } = signPayloadAnswerOf(
        answer,
        options.keyType,
        options.invalidAnswer,
      )
      walletTransaction = signedTransaction
      return { id: 1, signature }
    },
  }
  return { signer, walletTransaction: () => walletTransaction }
}

/** The wallet's answer, or `PolkadotSignTimeoutError` once `timeoutMs` passed without one. */
async function answerWithin(answer: Promise<unknown>, timeoutMs: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new PolkadotSignTimeoutError({ details: `signPayload: no answer within ${timeoutMs} ms` })),
      timeoutMs,
    )
  })
  try {
    return await Promise.race([answer, timeout])
  } finally {
    clearTimeout(timer)
  }
}

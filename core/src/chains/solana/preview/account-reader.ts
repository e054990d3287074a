// Accounts the review reads over the network's JSON-RPC (`getAccountInfo`): address lookup tables, a
// token account's mint and owner, a mint's decimals. Each read has a short deadline, because the
// visitor is waiting for the review; a read that fails or is late is a fact the review states
// (raw units, or no Approve when a lookup table is missing), never a guess.

/** Half of what a visitor waits for a review to appear before it feels stuck. */
export const ACCOUNT_READ_TIMEOUT_MS = 3_000

/**
 * An account as the review needs it.
 *
 * @example
 * const mint: SolanaAccount = { owner: 'TokenkegQ…', lamports: 1_461_600n, data }
 */
export type SolanaAccount = { owner: string; lamports: bigint; data: Uint8Array }

/**
 * Reads one account: `null` when it does not exist; throws when it cannot be read.
 *
 * @example
 * const table = await readAccount('4Nd1mBQt…')
 */
export type SolanaAccountReader = (address: string) => Promise<SolanaAccount | null>

/** A JSON-RPC call on the network: method and positional parameters in, the `result` out. */
export type SolanaRpcRequest = (method: string, params: readonly unknown[]) => Promise<unknown>

function withDeadline<value>(work: Promise<value>, timeoutMs: number): Promise<value> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined

/** `getAccountInfo`'s `value` in base64, checked: anything else is an error, not an empty account. */
function accountOf(answer: unknown): SolanaAccount | null {
  const value = field(answer, 'value')
  return value === null ? null : rpcAccountOf(value)
}

/**
 * An account as JSON-RPC gives it (`getAccountInfo`'s value, an entry of `getTokenAccountsByOwner`),
 * with base64 data, checked: anything else throws.
 *
 * @example
 * rpcAccountOf({ lamports: 2039280, owner: 'Tokenkeg…', data: ['AAAA…', 'base64'], executable: false })
 */
export function rpcAccountOf(value: unknown): SolanaAccount {
  const lamports = field(value, 'lamports')
  const owner = field(value, 'owner')
  const data = field(value, 'data')
  if (
    !Number.isSafeInteger(lamports) ||
    typeof owner !== 'string' ||
    !Array.isArray(data) ||
    typeof data[0] !== 'string' ||
    data[1] !== 'base64'
  )
    throw new Error(`the node answered ${JSON.stringify(value)?.slice(0, 200)} for an account`)
  return {
    owner,
    lamports: BigInt(lamports as number),
    data: Uint8Array.from(atob(data[0]), (c) => c.charCodeAt(0)),
  }
}

/**
 * Reads accounts with `getAccountInfo` over `request`, each read at most once per reader and within
 * `timeoutMs`.
 *
 * @example
 * const readAccount = rpcAccountReader((method, params) => transport.request({ method, params }))
 */
export function rpcAccountReader(
  request: SolanaRpcRequest,
  timeoutMs = ACCOUNT_READ_TIMEOUT_MS,
): SolanaAccountReader {
  return onceEach((address) =>
    withDeadline(
      request('getAccountInfo', [address, { encoding: 'base64', commitment: 'confirmed' }]),
      timeoutMs,
    ).then(accountOf),
  )
}

/**
 * `read`, asked at most once per address (the answer, or its failure, is kept).
 *
 * @example
 * const readAccount = onceEach(slowReader)
 */
export function onceEach(read: SolanaAccountReader): SolanaAccountReader {
  const asked = new Map<string, Promise<SolanaAccount | null>>()
  return (address) => {
    let answer = asked.get(address)
    if (!answer) {
      answer = read(address)
      asked.set(address, answer)
    }
    return answer
  }
}

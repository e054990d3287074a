import {
  type Address,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  parseEther,
  toBlobs,
  UserRejectedRequestError,
  ExecutionRevertedError as ViemExecutionRevertedError,
  TipAboveFeeCapError as ViemTipAboveFeeCapError,
} from 'viem'
import { hashBytecode } from 'viem/zksync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toWalletError } from '../../../core/src/chains/eip155/errors.js'
import { transactionErrorOf } from '../../../core/src/chains/eip155/transfer/transaction-errors.js'
import type { BaseError } from '../../../core/src/errors/base.js'
import type { FoyerErrorClass } from '../../../core/src/errors/define.js'
import {
  BlobTooLargeError,
  BytecodeTooLongError,
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionFailedError,
  TransactionInvalidAddressError,
  TransactionTypeNotSupportedError,
} from '../../../core/src/errors/transaction.js'
import { type Anvil, startAnvil } from '../../devnet/anvil.js'
import { deployDevnetTokens, devnetViemChain, FUSD_ADDRESS, HOLDER_FUSD } from '../../devnet/evm-tokens.js'
import { ANVIL_ADDRESS_0, ANVIL_ADDRESS_1, DEVNET_A } from '../../devnet/local-networks.js'
import { deadUrl } from './rpc-proxy.js'

// What a Send form can meet while it prepares an EVM transfer (estimateGas, fee reads) and asks the
// wallet to send it, produced on a real anvil through viem's clients, and the Foyer error each becomes:
// a fixed message for the visitor, the node's words only in `details`. Anvil's account #0 is unlocked,
// so a wallet client with it as a JSON-RPC account has anvil itself handle `eth_sendTransaction`, as a
// browser wallet would. Where anvil answers differently from other nodes, a comment says so and the
// test checks what anvil really does; what no anvil can produce is in the last section, as the raw
// errors wallets send.

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil({ chainId: DEVNET_A })
  await deployDevnetTokens({
    rpcUrl: anvil.rpcUrl,
    chainId: DEVNET_A,
    nftBaseUri: 'http://127.0.0.1:1/devnet/nft/',
    holders: [ANVIL_ADDRESS_0],
  })
})
afterAll(() => anvil?.stop())

/** An account that never receives anything on the chain. */
const emptyAccount: Address = '0x000000000000000000000000000000000000e5e5'
// A token contract's reason for refusing a transfer (OpenZeppelin 4.9): the contract's words.
const erc20Refusal = 'ERC20: transfer amount exceeds balance'

const transport = () => http(anvil.rpcUrl, { retryCount: 0 })
const chain = () => devnetViemChain(DEVNET_A, anvil.rpcUrl)
const reader = () => createPublicClient({ chain: chain(), transport: transport() })
/** A wallet over anvil's unlocked `account`: anvil signs and answers `eth_sendTransaction`. */
const wallet = (account: Address = ANVIL_ADDRESS_0) =>
  createWalletClient({ account, chain: chain(), transport: transport() })

/** What `action` threw; fails the test when it succeeded. */
async function thrown(action: Promise<unknown>): Promise<unknown> {
  try {
    await action
  } catch (error) {
    return error
  }
  throw new Error('expected the request to fail, and it succeeded')
}

/** Foyer's error for `error`, which must be a `Kind`, with `error` as its cause. */
function mapped(error: unknown, Kind: FoyerErrorClass<string>): BaseError {
  const result = transactionErrorOf(error)
  expect(result, `not recognised: ${error instanceof Error ? error.message : String(error)}`).toBeInstanceOf(
    Kind,
  )
  if (!result) throw new Error('unreachable: checked above')
  expect(result.code).toBe(Kind.code)
  expect(result.shortMessage).toBe(Kind.shortMessage)
  expect(result.cause).toBe(error)
  return result
}

/** The ERC-20 `transfer` call data of `amount` FUSD base units to account #1. */
const fusdTransfer = (amount: bigint): Hex =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ANVIL_ADDRESS_1, amount] })

describe('eip155 transaction errors from a real node', () => {
  it('insufficient funds: sending more than the balance, with the gas limit given or not', async () => {
    const balance = await reader().getBalance({ address: ANVIL_ADDRESS_0 })
    for (const gas of [21_000n, undefined]) {
      const caught = await thrown(wallet().sendTransaction({ to: ANVIL_ADDRESS_1, value: balance + 1n, gas }))
      // anvil's words, with a capital I; geth writes "insufficient funds for gas * price + value".
      expect(mapped(caught, InsufficientFundsError).details).toMatch(
        /insufficient funds for gas \* price \+ value/i,
      )
    }
  })

  it('insufficient funds: estimating the gas of a transaction from an empty account', async () => {
    // anvil answers 21000 for a plain transfer between two accounts without code, whatever the
    // balance (a shortcut of its estimate; geth says "insufficient funds for transfer"), so these
    // estimates reach the EVM: value to a contract, and a token transfer with a fee per gas.
    const valueToContract = await thrown(
      reader().estimateGas({ account: emptyAccount, to: FUSD_ADDRESS, value: 1n }),
    )
    mapped(valueToContract, InsufficientFundsError)
    const valueAboveBalance = await thrown(
      reader().estimateGas({ account: ANVIL_ADDRESS_0, to: FUSD_ADDRESS, value: parseEther('1000000') }),
    )
    mapped(valueAboveBalance, InsufficientFundsError)

    // With a fee per gas, the node caps the estimate at balance ÷ fee: 0 here, and it says "gas required
    // exceeds allowance: 0". viem files that under reverts; it is a lack of funds for the fee.
    const tokenTransfer = await thrown(
      reader().estimateGas({
        account: emptyAccount,
        to: FUSD_ADDRESS,
        data: fusdTransfer(0n),
        maxFeePerGas: parseEther('0.000000002'),
      }),
    )
    expect(tokenTransfer instanceof Error && tokenTransfer.message).toMatch(
      /gas required exceeds allowance: 0/,
    )
    expect(isViemRevert(tokenTransfer)).toBe(true)
    mapped(tokenTransfer, InsufficientFundsError)
  })

  it('nonce too low: a transaction number the account already used', async () => {
    // The number the transaction just sent took, once it is mined (until then the node could answer
    // that it already holds it, and a count read too early could still be the number before it).
    const hash = await wallet().sendTransaction({ to: ANVIL_ADDRESS_1, value: 1n })
    await reader().waitForTransactionReceipt({ hash })
    const { nonce: used } = await reader().getTransaction({ hash })
    const caught = await thrown(wallet().sendTransaction({ to: ANVIL_ADDRESS_1, value: 1n, nonce: used }))
    expect(mapped(caught, NonceTooLowError).details).toContain('nonce too low')
  })

  it('nonce too high and at its maximum: anvil, like geth, queues the transaction rather than refusing it', async () => {
    // A node's pool keeps a transaction whose number skips ahead until the missing ones come, and
    // answers with its hash; so does anvil for the largest number (geth refuses that one: "nonce has
    // max value"). Account #1, so #0's transactions never wait behind these.
    const sent = await reader().getTransactionCount({ address: ANVIL_ADDRESS_1 })
    const ahead = await wallet(ANVIL_ADDRESS_1).sendTransaction({
      to: ANVIL_ADDRESS_0,
      value: 1n,
      nonce: sent + 50,
    })
    const largest = await wallet(ANVIL_ADDRESS_1).request({
      method: 'eth_sendTransaction',
      params: [
        { from: ANVIL_ADDRESS_1, to: ANVIL_ADDRESS_0, value: '0x1', nonce: numberToHex(2n ** 64n - 1n) },
      ],
    })
    expect([ahead, largest]).toEqual([
      expect.stringMatching(/^0x[0-9a-f]{64}$/),
      expect.stringMatching(/^0x[0-9a-f]{64}$/),
    ])
    expect(await reader().getTransactionCount({ address: ANVIL_ADDRESS_1 })).toBe(sent)
  })

  it('fee cap too low: a fee per gas below the base fee, as an EIP-1559 cap or a legacy gas price', async () => {
    const { baseFeePerGas } = await reader().getBlock()
    expect(baseFeePerGas).toBeGreaterThan(1n)
    const eip1559 = await thrown(
      wallet().sendTransaction({
        to: ANVIL_ADDRESS_1,
        value: 1n,
        maxFeePerGas: 1n,
        maxPriorityFeePerGas: 0n,
      }),
    )
    expect(mapped(eip1559, FeeCapTooLowError).details).toContain('max fee per gas less than block base fee')
    // anvil answers a legacy price below the base fee in the same words.
    const legacy = await thrown(wallet().sendTransaction({ to: ANVIL_ADDRESS_1, value: 1n, gasPrice: 1n }))
    mapped(legacy, FeeCapTooLowError)
  })

  it('fee cap too high: viem refuses a cap above 2^256 - 1 before asking the node', async () => {
    // anvil cannot even read such a value (its fee fields are 128 bits: "expected a 16 byte hex
    // string", an invalid-parameters error), so viem's own check is the one a Send form meets.
    const caught = await thrown(
      wallet().sendTransaction({ to: ANVIL_ADDRESS_1, value: 1n, maxFeePerGas: 2n ** 256n }),
    )
    mapped(caught, FeeCapTooHighError)
  })

  it('tip above fee cap: viem’s check, the node’s answer to a send, and to an estimate', async () => {
    const fees = { maxFeePerGas: parseEther('0.00000001'), maxPriorityFeePerGas: parseEther('0.0000001') }
    const viemCheck = await thrown(wallet().sendTransaction({ to: ANVIL_ADDRESS_1, value: 1n, ...fees }))
    expect(viemCheck instanceof Error && viemCheck.cause).toBeInstanceOf(ViemTipAboveFeeCapError)
    mapped(viemCheck, TipAboveFeeCapError)

    // Past viem's check, as a wallet's own request would be.
    const request = {
      from: ANVIL_ADDRESS_0,
      to: ANVIL_ADDRESS_1,
      value: '0x1',
      maxFeePerGas: numberToHex(fees.maxFeePerGas),
      maxPriorityFeePerGas: numberToHex(fees.maxPriorityFeePerGas),
    } as const
    const send = await thrown(wallet().request({ method: 'eth_sendTransaction', params: [request] }))
    expect(mapped(send, TipAboveFeeCapError).details).toContain(
      'max priority fee per gas higher than max fee per gas',
    )
    // anvil's estimate says it in other words: "Invalid input: `max_priority_fee_per_gas` greater than …",
    // for a token transfer (a plain transfer's estimate is 21000 before anvil reads the fees).
    const tokenTransfer = { ...request, to: FUSD_ADDRESS, value: '0x0', data: fusdTransfer(1n) } as const
    const estimate = await thrown(reader().request({ method: 'eth_estimateGas', params: [tokenTransfer] }))
    expect(mapped(estimate, TipAboveFeeCapError).details).toContain('`max_priority_fee_per_gas` greater than')
  })

  it('intrinsic gas too low: a gas limit of 20000 for a plain transfer (21000)', async () => {
    const send = await thrown(wallet().sendTransaction({ to: ANVIL_ADDRESS_1, value: 1n, gas: 20_000n }))
    expect(mapped(send, IntrinsicGasTooLowError).details).toContain('intrinsic gas too low')
    // anvil's `eth_call` words the same fault as "intrinsic gas too high -- CallGasCostMoreThanGasLimit"
    // (viem takes it for "too high"); the cost is more than the limit, so the limit is too low.
    const call = await thrown(
      reader().call({ account: ANVIL_ADDRESS_0, to: ANVIL_ADDRESS_1, value: 1n, gas: 20_000n }),
    )
    expect(mapped(call, IntrinsicGasTooLowError).details).toContain('CallGasCostMoreThanGasLimit')
    // (anvil's `eth_estimateGas` ignores a gas limit that low and answers 21000.)
  })

  it('intrinsic gas too high: a gas limit above the block’s', async () => {
    const { gasLimit } = await reader().getBlock()
    const caught = await thrown(
      wallet().sendTransaction({ to: ANVIL_ADDRESS_1, value: 1n, gas: gasLimit + 1n }),
    )
    expect(mapped(caught, IntrinsicGasTooHighError).details).toContain('intrinsic gas too high')
  })

  it('execution reverted: a token transfer of more than the sender holds; the contract’s words stay in details', async () => {
    const data = fusdTransfer(HOLDER_FUSD + 1n)
    const estimate = await thrown(reader().estimateGas({ account: ANVIL_ADDRESS_0, to: FUSD_ADDRESS, data }))
    const error = mapped(estimate, ExecutionRevertedError)
    expect(error.details).toContain(erc20Refusal)
    expect(error.message).toContain(erc20Refusal)
    expect(error.shortMessage).not.toContain(erc20Refusal)
    expect(error.shortMessage).not.toMatch(/ERC20|exceeds balance/i)

    const call = await thrown(reader().call({ account: ANVIL_ADDRESS_0, to: FUSD_ADDRESS, data }))
    expect(mapped(call, ExecutionRevertedError).details).toContain(erc20Refusal)
    const simulation = await thrown(
      reader().simulateContract({
        account: ANVIL_ADDRESS_0,
        address: FUSD_ADDRESS,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [ANVIL_ADDRESS_1, HOLDER_FUSD + 1n],
      }),
    )
    expect(simulation instanceof Error && simulation.cause).toBeInstanceOf(ContractFunctionRevertedError)
    expect(mapped(simulation, ExecutionRevertedError).shortMessage).not.toContain(erc20Refusal)
    // (anvil's `eth_sendTransaction` of the same call does not refuse it: it mines it, reverted.)
  })

  it('invalid address: viem checks `to` before asking the node', async () => {
    const short = await thrown(wallet().sendTransaction({ to: '0x123', value: 1n }))
    expect(mapped(short, TransactionInvalidAddressError).details).toContain('0x123')
    // Mixed case whose checksum does not match: one letter of account #1's address lower-cased.
    const badChecksum: Address = '0x70997970c51812dc3A010C7d01b50e0d17dc79C8'
    const estimate = await thrown(
      reader().estimateGas({ account: ANVIL_ADDRESS_0, to: badChecksum, value: 1n }),
    )
    mapped(estimate, TransactionInvalidAddressError)
  })

  it('bytecode too long: creation code over 49152 bytes, code left over 24576 bytes, a ZKsync bytecode', async () => {
    const creation: Hex = `0x${'00'.repeat(49_153)}`
    const send = await thrown(wallet().sendTransaction({ data: creation, gas: 20_000_000n }))
    expect(mapped(send, BytecodeTooLongError).details).toContain('max initcode size exceeded')
    // PUSH2 30000, PUSH1 0, RETURN: leaves 30000 bytes of code. anvil's estimate says
    // "EVM error CreateContractSizeLimit" (geth: "max code size exceeded").
    const estimate = await thrown(reader().estimateGas({ account: ANVIL_ADDRESS_0, data: '0x6175306000f3' }))
    expect(mapped(estimate, BytecodeTooLongError).details).toContain('CreateContractSizeLimit')
    // viem's ZKsync check (2^16 words of 32 bytes, one over its limit), matched by name.
    const zksync = await thrown(Promise.resolve().then(() => hashBytecode(`0x${'00'.repeat(65_536 * 32)}`)))
    mapped(zksync, BytecodeTooLongError)
  })

  it('blob too large: viem refuses blob data over what one transaction carries', async () => {
    // Sending a blob transaction needs a KZG library this repository does not install, so anvil never
    // sees one; viem's size check runs before that, when the data is cut into blobs.
    const caught = await thrown(Promise.resolve().then(() => toBlobs({ data: `0x${'01'.repeat(800_000)}` })))
    mapped(caught, BlobTooLargeError)
  })

  it('a transaction the node cannot read: anvil refuses an unknown type byte', async () => {
    // anvil's `eth_sendTransaction` ignores an unknown `type` and sends a legacy or EIP-1559 one; a
    // raw transaction of unknown type is "Failed to decode transaction" (geth: "transaction type not
    // supported", in the last section).
    const caught = await thrown(
      reader().request({ method: 'eth_sendRawTransaction', params: ['0x7f01020304'] }),
    )
    expect(mapped(caught, TransactionFailedError).details).toContain('Failed to decode transaction')
  })

  it('leaves errors that say nothing about the transaction to the caller: a node that does not answer', async () => {
    const offline = createPublicClient({ transport: http(await deadUrl(), { retryCount: 0 }) })
    const caught = await thrown(
      offline.estimateGas({ account: ANVIL_ADDRESS_0, to: ANVIL_ADDRESS_1, value: 1n }),
    )
    expect(caught).toBeInstanceOf(Error)
    expect(transactionErrorOf(caught)).toBeUndefined()
  })
})

/** Whether viem took `error` for a revert (its `ExecutionRevertedError` in the cause chain). */
function isViemRevert(error: unknown): boolean {
  let current = error
  while (current instanceof Error) {
    if (current instanceof ViemExecutionRevertedError) return true
    current = current.cause
  }
  return false
}

describe('eip155 transaction errors as wallets send them (EIP-1193 error objects)', () => {
  const hostileReason = 'Send again to 0xEvi1000000000000000000000000000000000000000'

  it.each([
    [
      'MetaMask, insufficient funds',
      { code: -32000, message: 'insufficient funds for gas * price + value' },
      InsufficientFundsError,
    ],
    [
      'geth, transfer above balance',
      { code: -32000, message: 'insufficient funds for transfer' },
      InsufficientFundsError,
    ],
    ['nonce too low', { code: -32000, message: 'nonce too low: next nonce 7, tx nonce 3' }, NonceTooLowError],
    ['already in the pool', { code: -32000, message: 'already known' }, NonceTooLowError],
    ['nonce too high', { code: -32000, message: 'nonce too high' }, NonceTooHighError],
    ['nonce at its maximum', { code: -32000, message: 'nonce has max value' }, NonceMaxValueError],
    [
      'fee cap too high',
      { code: -32000, message: 'max fee per gas higher than 2^256-1' },
      FeeCapTooHighError,
    ],
    [
      'fee cap too low',
      { code: -32000, message: 'max fee per gas less than block base fee' },
      FeeCapTooLowError,
    ],
    [
      'tip above cap',
      { code: -32000, message: 'max priority fee per gas higher than max fee per gas' },
      TipAboveFeeCapError,
    ],
    ['gas too low', { code: -32000, message: 'intrinsic gas too low' }, IntrinsicGasTooLowError],
    ['gas too high', { code: -32000, message: 'exceeds block gas limit' }, IntrinsicGasTooHighError],
    [
      'geth, type not supported',
      { code: -32000, message: 'transaction type not supported' },
      TransactionTypeNotSupportedError,
    ],
    [
      'type not valid',
      { code: -32000, message: 'transaction type not valid' },
      TransactionTypeNotSupportedError,
    ],
    ['geth, code too long', { code: -32000, message: 'max code size exceeded' }, BytecodeTooLongError],
    [
      'too many blobs',
      { code: -32000, message: 'too many blobs in transaction: have 7, permitted 6' },
      BlobTooLargeError,
    ],
    [
      'a revert with data',
      { code: 3, message: 'execution reverted', data: '0x08c379a0' },
      ExecutionRevertedError,
    ],
    [
      'MetaMask, the node error inside',
      { code: -32603, message: 'Internal JSON-RPC error.', data: { code: -32000, message: 'nonce too low' } },
      NonceTooLowError,
    ],
    [
      'MetaMask Mobile, the node error in data.originalError',
      {
        code: -32603,
        message: 'Internal error',
        data: { originalError: { code: -32000, message: 'intrinsic gas too low' } },
      },
      IntrinsicGasTooLowError,
    ],
    [
      'a refusal in words no class knows',
      { code: -32003, message: 'transaction rejected by policy 12' },
      TransactionFailedError,
    ],
    [
      'geth, underpriced',
      { code: -32000, message: 'replacement transaction underpriced' },
      TransactionFailedError,
    ],
  ])('%s', (_, providerError, Kind) => {
    const error = mapped(providerError, Kind)
    expect(error.details).toContain(providerError.message)
    // The same after Foyer's own wrapping of wallet errors.
    expect(transactionErrorOf(toWalletError(providerError))).toBeInstanceOf(Kind)
  })

  it('keeps the words of every layer in details, outermost first', () => {
    const nested = {
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { code: -32000, message: 'nonce too low: next nonce 7, tx nonce 3' },
    }
    expect(mapped(nested, NonceTooLowError).details).toBe(
      'RPC error -32603: Internal JSON-RPC error. <- RPC error -32000: nonce too low: next nonce 7, tx nonce 3',
    )
    const wrapped = new Error('Transaction failed', {
      cause: { code: -32000, message: 'intrinsic gas too low' },
    })
    expect(mapped(wrapped, IntrinsicGasTooLowError).details).toBe(
      'Transaction failed <- RPC error -32000: intrinsic gas too low',
    )
  })

  it('never shows a contract’s revert reason, even one that imitates a node’s words', () => {
    for (const reason of [hostileReason, 'insufficient funds', 'gas required exceeds allowance (0)']) {
      const providerError = { code: 3, message: `execution reverted: ${reason}`, data: '0x08c379a0' }
      const error = mapped(providerError, ExecutionRevertedError)
      expect(error.shortMessage).not.toContain(reason)
      expect(error.details).toContain(reason)
      const nested = {
        code: -32603,
        message: 'Internal JSON-RPC error.',
        data: { originalError: providerError },
      }
      expect(mapped(nested, ExecutionRevertedError).shortMessage).toBe(ExecutionRevertedError.shortMessage)
    }
  })

  it('leaves the visitor’s refusal to the caller: 4001, CAIP-25’s 5000, viem’s class, however wrapped', () => {
    const refusals: unknown[] = [
      { code: 4001 },
      { code: 4001, message: 'MetaMask Tx Signature: User denied transaction signature.' },
      { code: 5000, message: 'User rejected.' },
      {
        code: -32603,
        message: 'Internal error',
        data: { originalError: { code: 4001, message: 'User rejected' } },
      },
      new UserRejectedRequestError(new Error('insufficient funds for gas * price + value')),
      new Error('Transaction failed', { cause: { code: 4001, message: 'nonce too low' } }),
    ]
    for (const refusal of refusals) expect(transactionErrorOf(refusal)).toBeUndefined()
  })

  it('leaves unknown errors to the caller, and answers a Foyer transaction error unchanged', () => {
    const unknown: unknown[] = [
      undefined,
      null,
      'insufficient funds',
      new Error('boom'),
      { code: -32000, message: 'header not found' },
      { code: -32005, message: 'daily request count exceeded' },
      { message: 'request failed' },
    ]
    for (const error of unknown) expect(transactionErrorOf(error)).toBeUndefined()
    const known = new NonceTooLowError()
    expect(transactionErrorOf(known)).toBe(known)
  })
})

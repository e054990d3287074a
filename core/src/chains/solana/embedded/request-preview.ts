import { formatUnits } from 'viem'
import type {
  TransactionPreview,
  TransactionPreviewRow,
} from '../../../machines/transaction-approval/transaction-approval.types.js'
import { encodeBase58 } from '../../../networks/base58.js'
import { readShortVec, readWireTransaction } from '../wire-transaction.js'

const LAMPORTS_DECIMALS = 9
/** The System Program's id (base58 `111…1`): 32 zero bytes. */
const isSystemProgram = (key: Uint8Array | undefined) => key?.every((byte) => byte === 0)
/** The System Program's Transfer instruction: index 2 (u32, little-endian), then lamports (u64). */
const TRANSFER_INSTRUCTION = 2
const TRANSFER_DATA_BYTES = 12

const text = (detail: string): TransactionPreviewRow => ({ address: undefined, detail, amount: '' })
const sol = (lamports: bigint) => `${formatUnits(lamports, LAMPORTS_DECIMALS)} SOL`

/**
 * A message as people read it: its UTF-8 text when it is text without control characters (line
 * breaks allowed), else its bytes in base58.
 *
 * @example
 * readableSolanaMessage(new TextEncoder().encode('Hello')) // 'Hello'
 */
export function readableSolanaMessage(message: Uint8Array): string {
  try {
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(message)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    return /[\u0000-\u0008\u000b-\u001f\u007f]/.test(decoded) ? encodeBase58(message) : decoded
  } catch {
    return encodeBase58(message)
  }
}

/**
 * A message the embedded wallet is asked to sign on Solana, in words for the ApproveTransaction view.
 *
 * @example
 * solanaMessagePreview(bytes, 'B62q…', 'Solana')
 */
export function solanaMessagePreview(
  message: Uint8Array,
  signer: string,
  network: string,
): TransactionPreview {
  return {
    title: 'Sign a message',
    network,
    sections: [{ heading: 'Message', rows: [text(readableSolanaMessage(message))] }],
    totals: [{ label: 'Signed by', value: signer }],
  }
}

type Instruction = { program: Uint8Array | undefined; accounts: (Uint8Array | undefined)[]; data: Uint8Array }

/** The message's static account keys and instructions (legacy and v0 messages alike). */
function readMessage(message: Uint8Array): { keys: Uint8Array[]; instructions: Instruction[] } {
  const versioned = ((message[0] ?? 0) & 0x80) !== 0
  const keyCount = readShortVec(message, (versioned ? 1 : 0) + 3)
  const keys: Uint8Array[] = []
  let offset = keyCount.next
  for (let index = 0; index < keyCount.value; index++, offset += 32)
    keys.push(message.slice(offset, offset + 32))
  offset += 32 // the recent blockhash
  const count = readShortVec(message, offset)
  offset = count.next
  const instructions: Instruction[] = []
  for (let index = 0; index < count.value; index++) {
    const program = keys[message[offset] ?? -1]
    const accountCount = readShortVec(message, offset + 1)
    const accountIndexes = message.slice(accountCount.next, accountCount.next + accountCount.value)
    const dataLength = readShortVec(message, accountCount.next + accountCount.value)
    const data = message.slice(dataLength.next, dataLength.next + dataLength.value)
    if (data.length !== dataLength.value) throw new Error('the message ends inside an instruction')
    offset = dataLength.next + dataLength.value
    instructions.push({ program, accounts: [...accountIndexes].map((at) => keys[at]), data })
  }
  return { keys, instructions }
}

/** The lamports of a System Program transfer, if `instruction` is one. */
function transferOf(instruction: Instruction): { from: string; to: string; lamports: bigint } | undefined {
  const { program, accounts, data } = instruction
  const [from, to] = accounts
  if (!isSystemProgram(program) || data.length !== TRANSFER_DATA_BYTES || !from || !to) return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  if (view.getUint32(0, true) !== TRANSFER_INSTRUCTION) return undefined
  return { from: encodeBase58(from), to: encodeBase58(to), lamports: view.getBigUint64(4, true) }
}

/**
 * A Solana transaction the embedded wallet is asked to sign (or sign and send), in words for the
 * ApproveTransaction view: each SOL transfer with its recipient and amount, each other instruction
 * by the program it calls, the fee payer, and what leaves this wallet in transfers. A transaction
 * that cannot be read says so rather than hiding it.
 *
 * @example
 * solanaTransactionPreview(wireBytes, { signer: 'B62q…', network: 'Solana', sends: true })
 */
export function solanaTransactionPreview(
  transaction: Uint8Array,
  { signer, network, sends }: { signer: string; network: string; sends: boolean },
): TransactionPreview {
  const title = sends ? 'Send a transaction' : 'Sign a transaction'
  let read: ReturnType<typeof readMessage>
  try {
    read = readMessage(readWireTransaction(transaction).message)
  } catch {
    return {
      title,
      network,
      sections: [{ heading: 'Transaction', rows: [text('A transaction Foyer cannot read')] }],
      totals: [],
    }
  }
  let leaving = 0n
  const rows = read.instructions.map((instruction): TransactionPreviewRow => {
    const transfer = transferOf(instruction)
    if (!transfer)
      return text(`Calls program ${instruction.program ? encodeBase58(instruction.program) : 'unknown'}`)
    if (transfer.from === signer) leaving += transfer.lamports
    return { address: transfer.to, amount: sol(transfer.lamports) }
  })
  const [feePayer] = read.keys
  return {
    title,
    network,
    sections: [{ heading: 'Instructions', rows }],
    totals: [
      { label: 'Leaves this wallet', value: sol(leaving) },
      { label: 'Fee paid by', value: feePayer ? encodeBase58(feePayer) : 'unknown' },
    ],
  }
}

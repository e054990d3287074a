import { formatEther, hexToBytes, isHex } from 'viem'
import type {
  TransactionPreview,
  TransactionPreviewRow,
} from '../../../machines/transaction-approval/transaction-approval.types.js'

/** What a request is about, for its preview: the chain's name and native currency. */
export type PreviewNetwork = { name: string; symbol: string }

const text = (detail: string): TransactionPreviewRow => ({ address: undefined, detail, amount: '' })

/**
 * A message as people read it: the text it encodes when it is UTF-8 without control characters
 * (line breaks allowed), else its hex.
 *
 * @example
 * readableMessage('0x48656c6c6f') // 'Hello'
 */
export function readableMessage(message: unknown): string {
  if (typeof message !== 'string') return String(message)
  if (!isHex(message)) return message
  try {
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    return /[\u0000-\u0008\u000b-\u001f\u007f]/.test(decoded) ? message : decoded
  } catch {
    return message
  }
}

function typedDataRows(value: unknown, prefix = ''): TransactionPreviewRow[] {
  if (typeof value !== 'object' || value === null) return [text(`${prefix}: ${String(value)}`)]
  return Object.entries(value).flatMap(([key, entry]) =>
    typeof entry === 'object' && entry !== null
      ? typedDataRows(entry, prefix ? `${prefix}.${key}` : key)
      : [text(`${prefix ? `${prefix}.${key}` : key}: ${String(entry)}`)],
  )
}

function parseTypedData(json: unknown): { primaryType?: unknown; domain?: unknown; message?: unknown } {
  try {
    const parsed: unknown = typeof json === 'string' ? JSON.parse(json) : json
    return typeof parsed === 'object' && parsed !== null ? parsed : {}
  } catch {
    return {}
  }
}

/**
 * An EVM request the embedded wallet is asked to sign or send, in words for the ApproveTransaction
 * view: a message as its text, typed data field by field, a transaction's recipient and amount in the
 * chain's currency. Anything else shows its parameters as JSON.
 *
 * @example
 * evmRequestPreview('personal_sign', ['0x48656c6c6f', '0xab…'], { name: 'Ethereum', symbol: 'ETH' })
 */
export function evmRequestPreview(
  method: string,
  params: unknown,
  network: PreviewNetwork,
): TransactionPreview {
  const list = Array.isArray(params) ? params : []
  if (method === 'personal_sign') {
    return {
      title: 'Sign a message',
      network: network.name,
      sections: [{ heading: 'Message', rows: [text(readableMessage(list[0]))] }],
      totals: [{ label: 'Signed by', value: String(list[1] ?? '') }],
    }
  }
  if (method === 'eth_signTypedData_v4') {
    const data = parseTypedData(list[1])
    return {
      title: `Sign ${typeof data.primaryType === 'string' ? data.primaryType : 'typed data'}`,
      network: network.name,
      sections: [
        { heading: 'Domain', rows: typedDataRows(data.domain ?? {}) },
        { heading: 'Message', rows: typedDataRows(data.message ?? {}) },
      ],
      totals: [{ label: 'Signed by', value: String(list[0] ?? '') }],
    }
  }
  if (method === 'eth_sendTransaction') {
    const transaction: Record<string, unknown> = Object(list[0])
    const value = isHex(transaction.value) ? BigInt(transaction.value) : 0n
    const amount = `${formatEther(value)} ${network.symbol}`
    const data = isHex(transaction.data) && transaction.data !== '0x' ? transaction.data : undefined
    const to = typeof transaction.to === 'string' ? transaction.to : undefined
    const detail = !to
      ? 'Creates a contract'
      : data
        ? `Calls a contract with ${(data.length - 2) / 2} bytes of data`
        : undefined
    return {
      title: 'Send a transaction',
      network: network.name,
      sections: [{ heading: 'To', rows: [{ address: to, detail, amount }] }],
      totals: [{ label: 'Leaves this wallet', value: amount }],
    }
  }
  return {
    title: method,
    network: network.name,
    sections: [{ heading: 'Request', rows: [text(JSON.stringify(params ?? []))] }],
    totals: [],
  }
}

import { InvalidSiwxMessageError } from './siwx.errors.js'

/**
 * The fields of a sign-in message as they appear in its text, before any field rule is applied.
 *
 * @example
 * const fields: SiwxTextFields = readSiwxText(message)
 */
export type SiwxTextFields = {
  /** The optional `scheme://` before the domain. */
  scheme?: string
  domain: string
  /** The word of the header line: `Ethereum`, `Solana`, `Bitcoin`, … */
  accountName: string
  accountAddress: string
  statement?: string
  uri: string
  version: string
  /** The `Chain ID:` line: the CAIP-2 reference (an EVM chain id, a genesis-hash prefix). */
  chainReference: string
  nonce: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

// Sign-in messages are a few hundred characters; a longer text is not one and is not worth parsing.
const maxMessageLength = 65_536
// EIP-4361: `[ scheme "://" ] domain " wants you to sign in with your … account:"`.
const headerPattern =
  /^(?:([A-Za-z][A-Za-z0-9+.-]*):\/\/)?(\S+) wants you to sign in with your (.+) account:$/

/**
 * Writes the CAIP-122 text: the EIP-4361 line structure with the namespace's account word in the
 * header and the CAIP-2 reference as `Chain ID`. Fields must already be checked.
 *
 * @example
 * writeSiwxText({ accountName: 'Solana', chainReference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', … })
 * // 'app.example.com wants you to sign in with your Solana account:\n…'
 */
export function writeSiwxText(fields: SiwxTextFields): string {
  const origin = fields.scheme === undefined ? fields.domain : `${fields.scheme}://${fields.domain}`
  const lines = [`${origin} wants you to sign in with your ${fields.accountName} account:`]
  lines.push(fields.accountAddress, '')
  // EIP-4361: `address LF LF [ statement LF ] LF`, so a blank line follows with or without a statement.
  if (fields.statement !== undefined) lines.push(fields.statement)
  lines.push('')
  lines.push(`URI: ${fields.uri}`, `Version: ${fields.version}`, `Chain ID: ${fields.chainReference}`)
  lines.push(`Nonce: ${fields.nonce}`, `Issued At: ${fields.issuedAt}`)
  if (fields.expirationTime !== undefined) lines.push(`Expiration Time: ${fields.expirationTime}`)
  if (fields.notBefore !== undefined) lines.push(`Not Before: ${fields.notBefore}`)
  if (fields.requestId !== undefined) lines.push(`Request ID: ${fields.requestId}`)
  if (fields.resources !== undefined) {
    lines.push('Resources:')
    for (const resource of fields.resources) lines.push(`- ${resource}`)
  }
  return lines.join('\n')
}

function layoutError(problem: string): InvalidSiwxMessageError {
  return new InvalidSiwxMessageError('layout', problem)
}

/**
 * Reads the fields out of a sign-in message's text, strictly: every line in EIP-4361's order, no
 * missing or extra line. Field values are not checked here. Throws `InvalidSiwxMessageError`.
 *
 * @example
 * readSiwxText(message).chainReference // '1'
 */
export function readSiwxText(text: unknown): SiwxTextFields {
  if (typeof text !== 'string') throw new InvalidSiwxMessageError('not-a-string', typeof text)
  if (text.length > maxMessageLength) throw layoutError(`longer than ${maxMessageLength} characters`)
  const lines = text.split('\n')
  const header = headerPattern.exec(lines[0] ?? '')
  if (!header)
    throw layoutError('the first line is not "[scheme://]{domain} wants you to sign in with your … account:"')
  const [, scheme, domain = '', accountName = ''] = header
  const accountAddress = lines[1] ?? ''
  if (lines[2] !== '') throw layoutError('line 3 must be empty')

  let index = 3
  let statement: string | undefined
  if (lines[index] !== '') {
    statement = lines[index]
    index++
    if (lines[index] !== '') throw layoutError('a blank line must follow the statement')
  }
  index++

  const take = (label: string): string | undefined => {
    const line = lines[index]
    if (line === undefined || !line.startsWith(`${label}: `)) return undefined
    index++
    return line.slice(label.length + 2)
  }
  const takeRequired = (label: string): string => {
    const value = take(label)
    if (value === undefined) throw layoutError(`line ${index + 1} must be "${label}: …"`)
    return value
  }

  const fields: SiwxTextFields = {
    domain,
    accountName,
    accountAddress,
    uri: takeRequired('URI'),
    version: takeRequired('Version'),
    chainReference: takeRequired('Chain ID'),
    nonce: takeRequired('Nonce'),
    issuedAt: takeRequired('Issued At'),
  }
  if (scheme !== undefined) fields.scheme = scheme
  if (statement !== undefined) fields.statement = statement
  const expirationTime = take('Expiration Time')
  if (expirationTime !== undefined) fields.expirationTime = expirationTime
  const notBefore = take('Not Before')
  if (notBefore !== undefined) fields.notBefore = notBefore
  const requestId = take('Request ID')
  if (requestId !== undefined) fields.requestId = requestId
  if (lines[index] === 'Resources:') {
    index++
    const resources: string[] = []
    for (let line = lines[index]; line?.startsWith('- '); line = lines[index]) {
      resources.push(line.slice(2))
      index++
    }
    fields.resources = resources
  }
  if (index !== lines.length) throw layoutError(`unexpected line ${index + 1}`)
  return fields
}

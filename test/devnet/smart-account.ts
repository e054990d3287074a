// A smart account for the dev login frame, as small as it can be and still be one: a contract that
// holds ETH, runs calls its owner (an EOA) asks for, and answers ERC-1271's isValidSignature for
// what its owner signed. Hand-assembled (no compiler in the stack), installed on a local chain with
// anvil_setCode at an address derived from the owner.
import { type Address, concat, getAddress, type Hex, keccak256, slice, toHex } from 'viem'

/** ERC-1271's answer for a valid signature: the selector of isValidSignature(bytes32,bytes). */
export const ERC1271_MAGIC_VALUE = '0x1626ba7e'
/** The account's one action: execute(address to, uint256 value, bytes data), for its owner only. */
export const SMART_ACCOUNT_ABI = [
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'payable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'isValidSignature',
    stateMutability: 'view',
    inputs: [
      { name: 'hash', type: 'bytes32' },
      { name: 'signature', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes4' }],
  },
] as const

const opcodes = {
  STOP: 0x00,
  ADD: 0x01,
  EQ: 0x14,
  SHL: 0x1b,
  SHR: 0x1c,
  CALLER: 0x33,
  CALLDATALOAD: 0x35,
  CALLDATACOPY: 0x37,
  RETURNDATASIZE: 0x3d,
  RETURNDATACOPY: 0x3e,
  POP: 0x50,
  MLOAD: 0x51,
  MSTORE: 0x52,
  JUMPI: 0x57,
  GAS: 0x5a,
  JUMPDEST: 0x5b,
  PUSH1: 0x60,
  PUSH2: 0x61,
  PUSH4: 0x63,
  PUSH20: 0x73,
  DUP1: 0x80,
  DUP3: 0x82,
  CALL: 0xf1,
  RETURN: 0xf3,
  STATICCALL: 0xfa,
  REVERT: 0xfd,
} as const
type Op = keyof typeof opcodes
/** An instruction, a push of bytes or of a label's position, or a label. */
type Piece = Op | { push: Hex } | { pushLabel: string } | { label: string }

/** Bytes of `pieces`: labels become JUMPDESTs, label pushes their two-byte positions. */
function assemble(pieces: readonly Piece[]): Hex {
  const size = (piece: Piece) =>
    typeof piece === 'string' || 'label' in piece
      ? 1
      : 'pushLabel' in piece
        ? 3
        : 1 + (piece.push.length - 2) / 2
  const labels = new Map<string, number>()
  let at = 0
  for (const piece of pieces) {
    if (typeof piece === 'object' && 'label' in piece) labels.set(piece.label, at)
    at += size(piece)
  }
  const bytes = pieces.map((piece): Hex => {
    if (typeof piece === 'string') return toHex(opcodes[piece], { size: 1 })
    if ('label' in piece) return toHex(opcodes.JUMPDEST, { size: 1 })
    if ('pushLabel' in piece) {
      const position = labels.get(piece.pushLabel)
      if (position === undefined) throw new Error(`no label ${piece.pushLabel}`)
      return concat([toHex(opcodes.PUSH2, { size: 1 }), toHex(position, { size: 2 })])
    }
    const length = (piece.push.length - 2) / 2
    return concat([toHex(opcodes.PUSH1 + length - 1, { size: 1 }), piece.push])
  })
  return concat(bytes)
}

const push = (value: number, bytes = 1): Piece => ({ push: toHex(value, { size: bytes }) })

/**
 * The account's code for `owner`.
 *
 * - isValidSignature(hash, signature): ecrecover(hash, v, r, s) with the signature's r, s and v (65
 *   bytes, as eth_sign / personal_sign give it); the owner → ERC-1271's magic value, else 0xffffffff.
 * - execute(to, value, data): only from the owner; calls `to` with `value` and `data`, and reverts
 *   with the callee's reason when the call fails.
 * - anything else (a plain ETH transfer): accepted, nothing done.
 *
 * @example
 * await anvil.request('anvil_setCode', [smartAccountAddress(owner), smartAccountCode(owner)])
 */
export function smartAccountCode(owner: Address): Hex {
  const ownerPush: Piece = { push: getAddress(owner) }
  // biome-ignore format: one line per step of the program
  return assemble([
    // The function selector: the first 4 bytes of the calldata.
    push(0), 'CALLDATALOAD', push(0xe0), 'SHR',
    'DUP1', { push: ERC1271_MAGIC_VALUE }, 'EQ', { pushLabel: 'isValidSignature' }, 'JUMPI',
    'DUP1', { push: '0xb61d27f6' }, 'EQ', { pushLabel: 'execute' }, 'JUMPI',
    'STOP',

    { label: 'isValidSignature' },
    // ecrecover's input in memory: [0x00] hash, [0x20] v, [0x40] r, [0x60] s.
    push(0x04), 'CALLDATALOAD', push(0x00), 'MSTORE',
    push(0x24), 'CALLDATALOAD', push(0x04), 'ADD', // where the signature's length word is
    'DUP1', push(0x20), 'ADD', 'CALLDATALOAD', push(0x40), 'MSTORE',
    'DUP1', push(0x40), 'ADD', 'CALLDATALOAD', push(0x60), 'MSTORE',
    push(0x60), 'ADD', 'CALLDATALOAD', push(0xf8), 'SHR', push(0x20), 'MSTORE',
    // staticcall(gas, 0x01, 0x00, 0x80, 0x80, 0x20): the signer lands at [0x80] (still 0 on failure).
    push(0x20), push(0x80), push(0x80), push(0x00), push(0x01), 'GAS', 'STATICCALL', 'POP',
    push(0x80), 'MLOAD', ownerPush, 'EQ', { pushLabel: 'valid' }, 'JUMPI',
    { push: '0xffffffff' }, push(0xe0), 'SHL', push(0x00), 'MSTORE', push(0x20), push(0x00), 'RETURN',
    { label: 'valid' },
    { push: ERC1271_MAGIC_VALUE }, push(0xe0), 'SHL', push(0x00), 'MSTORE', push(0x20), push(0x00), 'RETURN',

    { label: 'execute' },
    'CALLER', ownerPush, 'EQ', { pushLabel: 'byOwner' }, 'JUMPI',
    push(0x00), 'DUP1', 'REVERT',
    { label: 'byOwner' },
    // The call's data, copied to memory from 0.
    push(0x44), 'CALLDATALOAD', push(0x04), 'ADD', 'DUP1', 'CALLDATALOAD', // stack: where, length
    'DUP1', 'DUP3', push(0x20), 'ADD', push(0x00), 'CALLDATACOPY',
    // call(gas, to, value, 0x00, length, 0x00, 0x00)
    push(0x00), push(0x00), 'DUP3', push(0x00), push(0x24), 'CALLDATALOAD', push(0x04), 'CALLDATALOAD',
    'GAS', 'CALL', { pushLabel: 'done' }, 'JUMPI',
    'RETURNDATASIZE', push(0x00), 'DUP1', 'RETURNDATACOPY', 'RETURNDATASIZE', push(0x00), 'REVERT',
    { label: 'done' },
    'STOP',
  ])
}

/**
 * Where `owner`'s smart account lives: derived from the owner, so a login always has the same one.
 *
 * @example
 * smartAccountAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
 */
export function smartAccountAddress(owner: Address): Address {
  return getAddress(slice(keccak256(concat([toHex('foyer-dev-smart-account'), getAddress(owner)])), 12))
}

/**
 * Installs `owner`'s smart account on the local chain at `rpcUrl` (its code, and `wei` to spend).
 *
 * @example
 * const account = await installSmartAccount(anvil.rpcUrl, owner, 10n ** 18n)
 */
export async function installSmartAccount(rpcUrl: string, owner: Address, wei: bigint): Promise<Address> {
  const address = smartAccountAddress(owner)
  for (const [method, params] of [
    ['anvil_setCode', [address, smartAccountCode(owner)]],
    ['anvil_setBalance', [address, toHex(wei)]],
  ] as const) {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const answer = await response.json()
    if (answer.error) throw new Error(`${method}: ${answer.error.message}`)
  }
  return address
}

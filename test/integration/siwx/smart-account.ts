import { type Address, getContractAddress, type Hex, zeroHash } from 'viem'

// Nothing compiles Solidity offline here, so the two contracts below are hand-assembled EVM
// bytecode, small enough to read opcode by opcode. Each string is one instruction.

const byte = (value: number) => value.toString(16).padStart(2, '0')
const push1 = (value: number) => `60${byte(value)}`
const assemble = (...instructions: string[]) => instructions.join('')
const length = (code: string) => code.length / 2

/**
 * The runtime code of a minimal EIP-1271 smart account owned by one key. Any call is treated as
 * `isValidSignature(bytes32 hash, bytes signature)`: it ecrecovers `hash` with the 65-byte `r‖s‖v`
 * signature and returns the magic value `0x1626ba7e` when the signer is `owner`, else zero. That is
 * exactly what viem's verifyMessage (and the EIP-6492 universal validator it runs) asks of a wallet.
 *
 * @example
 * await testClient.setCode({ address, bytecode: ownedAccountRuntime(owner.address) })
 */
export function ownedAccountRuntime(owner: Address): Hex {
  const recover = assemble(
    // The `signature` argument's offset (word 2 of the arguments) + 4 selector bytes = its length word.
    push1(0x24),
    '35', // CALLDATALOAD
    push1(0x04),
    '01', // ADD → [sig]
    // ecrecover's input in memory: 0x00 hash, 0x20 v, 0x40 r, 0x60 s.
    push1(0x04),
    '35', // CALLDATALOAD hash
    push1(0x00),
    '52', // MSTORE
    '80', // DUP1 sig
    push1(0x20),
    '01',
    '35', // CALLDATALOAD r
    push1(0x40),
    '52',
    '80', // DUP1 sig
    push1(0x40),
    '01',
    '35', // CALLDATALOAD s
    push1(0x60),
    '52',
    push1(0x60),
    '01',
    '35', // CALLDATALOAD the word that starts with v
    push1(0x00),
    '1a', // BYTE 0 → v
    push1(0x20),
    '52',
    // STATICCALL(gas, 0x01 ecrecover, in 0x00..0x80, out 0x80..0xa0); a failed recovery leaves 0 there.
    push1(0x20),
    push1(0x80),
    push1(0x80),
    push1(0x00),
    push1(0x01),
    '5a', // GAS
    'fa', // STATICCALL
    '50', // POP the success flag
    push1(0x80),
    '51', // MLOAD the recovered address
    `73${owner.slice(2).toLowerCase()}`, // PUSH20 owner
    '14', // EQ
  )
  const refuse = assemble(push1(0x00), push1(0x00), '52', push1(0x20), push1(0x00), 'f3') // return 32 zero bytes
  const jumpLength = 3
  const accept = assemble(
    '5b', // JUMPDEST
    '631626ba7e', // PUSH4 magic value
    push1(0xe0),
    '1b', // SHL: left-align it as a bytes4
    push1(0x00),
    '52',
    push1(0x20),
    push1(0x00),
    'f3', // RETURN 32 bytes
  )
  const acceptAt = length(recover) + jumpLength + length(refuse)
  return `0x${assemble(recover, push1(acceptAt), '57', refuse, accept)}`
}

/**
 * Creation code that deploys `runtime` (copies it out of the code and returns it).
 *
 * @example
 * const initCode = creationCode(ownedAccountRuntime(owner.address))
 */
export function creationCode(runtime: Hex): Hex {
  const body = runtime.slice(2)
  const header = assemble(
    push1(length(body)),
    '80', // DUP1: one size for CODECOPY, one for RETURN
    push1(11), // the runtime starts right after these 11 bytes
    push1(0x00),
    '39', // CODECOPY
    push1(0x00),
    'f3', // RETURN
  )
  return `0x${header}${body}`
}

/**
 * The runtime code of a CREATE2 factory: it deploys its calldata as creation code with salt 0 and
 * returns the new address. EIP-6492's `factoryCalldata` is then just the account's creation code.
 *
 * @example
 * await testClient.setCode({ address: factory, bytecode: create2FactoryRuntime })
 */
export const create2FactoryRuntime: Hex = `0x${assemble(
  '36', // CALLDATASIZE
  push1(0x00),
  push1(0x00),
  '37', // CALLDATACOPY the creation code to memory 0
  push1(0x00), // salt
  '36', // size
  push1(0x00), // offset
  push1(0x00), // value
  'f5', // CREATE2
  push1(0x00),
  '52',
  push1(0x20),
  push1(0x00),
  'f3', // RETURN the address
)}`

/**
 * Where {@link create2FactoryRuntime} at `factory` deploys `initCode`.
 *
 * @example
 * const counterfactual = counterfactualAddress(factory, initCode)
 */
export function counterfactualAddress(factory: Address, initCode: Hex): Address {
  return getContractAddress({ opcode: 'CREATE2', from: factory, salt: zeroHash, bytecode: initCode })
}

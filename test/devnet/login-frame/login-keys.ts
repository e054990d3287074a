import { createHash } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { bytesToHex } from 'viem'
import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import { encodeBase58 } from '../../../core/src/networks/base58.js'

/**
 * The dev login frame's mnemonic: anvil's well-known test mnemonic. Logins use accounts far past the
 * ten anvil funds at start, so the embedded wallet's balance is what the frame gives it, not anvil's.
 */
const DEV_MNEMONIC = 'test test test test test test test test test test test junk'
const FIRST_LOGIN_INDEX = 1_000

/**
 * The EVM account of an email login: derived from the dev mnemonic at an index computed from the
 * email (lowercased), so the same email always has the same address, across restarts and machines.
 *
 * @example
 * loginAccount('ada@example.com').address // the same every time
 */
export function loginAccount(email: string): HDAccount {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest()
  const addressIndex = FIRST_LOGIN_INDEX + (digest.readUInt32BE(0) % 1_000_000)
  return mnemonicToAccount(DEV_MNEMONIC, { addressIndex })
}

/**
 * The Solana key of a login (an email, or `provider:username`): an ed25519 secret derived from the
 * dev mnemonic and the login, so the same login always has the same address.
 *
 * @example
 * loginSolanaKey('ada@example.com').address // base58, the same every time
 */
export function loginSolanaKey(login: string): { address: string; secretKey: `0x${string}` } {
  const seed = createHash('sha256').update(`${DEV_MNEMONIC}:solana:${login.trim().toLowerCase()}`).digest()
  return { address: encodeBase58(ed25519.getPublicKey(seed)), secretKey: bytesToHex(seed) }
}

import { type Hex, isHex, type LocalAccount } from 'viem'

/** The signing methods both scripted wallets answer the same way. */
export type SignMethod = 'personal_sign' | 'eth_signTypedData_v4'

/**
 * Answers a signing request as a wallet does, with a viem local account: `personal_sign`
 * (`[message, address]`, hex bytes or text) and `eth_signTypedData_v4` (`[address, typedData]`,
 * typed data as JSON or an object). `assertSigner` throws the wallet's own error for an address it
 * does not hold (or a site it has not authorised).
 *
 * @example
 * await signRequest(account, 'personal_sign', ['0x68656c6c6f', account.address], assertSigner)
 */
export async function signRequest(
  account: LocalAccount,
  method: SignMethod,
  params: readonly unknown[],
  assertSigner: (address: unknown) => void,
): Promise<Hex> {
  if (method === 'personal_sign') {
    const [message, address] = params
    assertSigner(address)
    return account.signMessage({ message: isHex(message) ? { raw: message } : String(message) })
  }
  const [address, data] = params
  assertSigner(address)
  const typedData = typeof data === 'string' ? JSON.parse(data) : data
  // viem derives the EIP712Domain type from the domain itself.
  const { EIP712Domain: _, ...types } = typedData.types
  return account.signTypedData({ ...typedData, types })
}

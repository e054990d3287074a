/**
 * What a sign-in message needs to know about one namespace: the word its header line uses, what its
 * chain references and addresses look like (and how an address is written), and, where the namespace
 * has its own standard for the whole message (EIP-4361 for EVM), how to write it. Each lives in its
 * namespace's folder (`core/src/chains/<namespace>/<namespace>.siwx.ts`); other namespaces are written
 * in CAIP-122's generic form.
 *
 * @example
 * solanaSiwx.accountName // 'Solana'
 */
export type SiwxNamespaceRules = {
  /** The header's account word: `… wants you to sign in with your Solana account:`. */
  readonly accountName: string
  /** Why a chain reference cannot be signed in on, or `undefined` when it can. */
  referenceProblem?(reference: string): string | undefined
  /** Why `address` is not an address of the chain `reference`, or `undefined` when it is. */
  addressProblem(address: string, reference: string): string | undefined
  /** The address as the message writes it (EVM: EIP-55 checksummed); as given by default. */
  writeAddress?(address: string): string
}

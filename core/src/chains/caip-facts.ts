/** A CAIP-2 reference in general: 1 to 32 letters, digits, `-` or `_`. */
export const caipReferencePattern = /^[-_a-zA-Z0-9]{1,32}$/

/**
 * A CAIP-10 account address in general. Polkadot (SS58), Bitcoin and Cosmos (bech32 or base58)
 * addresses all fit it: for those namespaces it is the shape check until their adapters bring their own.
 */
export const caipAccountPattern = /^[-.%a-zA-Z0-9]{1,128}$/

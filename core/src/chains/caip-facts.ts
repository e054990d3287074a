/** A CAIP-2 reference in general: 1 to 32 letters, digits, `-` or `_`. */
export const caipReferencePattern = /^[-_a-zA-Z0-9]{1,32}$/

/**
 * A CAIP-10 account address in general. Every namespace's addresses fit it (SS58, bech32, base58): it
 * is the shape check of a namespace none of the kits given is for (Cosmos, until it has a kit).
 */
export const caipAccountPattern = /^[-.%a-zA-Z0-9]{1,128}$/

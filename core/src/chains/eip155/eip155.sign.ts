// Signing with viem's actions downloads with the first signature asked: a visit that signs nothing
// does not carry them.
export { signMessage, signTypedData } from 'viem/actions'

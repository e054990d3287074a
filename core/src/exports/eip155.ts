// @foyer/core/eip155: the EVM chain adapter. Its own entry point, so a site without EVM never loads viem's
// wallet actions or mipd.
export * from '../chains/eip155/index.js'

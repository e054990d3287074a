/**
 * The cheap call that ranks a Solana network's endpoints by answer time on its first read (SPEC §9's
 * fallback ping): `getHealth` takes no parameters and every Solana RPC node answers it.
 *
 * @example
 * createNetworkTransport(network, rpc, SOLANA_PING)
 */
export const SOLANA_PING = 'getHealth'

import type { TypedData, TypedDataDefinition } from 'viem'
import type {
  ChainNameReader,
  LocalHistoryReader,
  NftReader,
  TokenBalanceReader,
} from '../../account-data/account-data.types.js'
import type { Network } from '../../networks/network.types.js'
import type { ChainAdapter, Connection } from '../adapter.types.js'
import type { RpcOptions } from '../rpc-transport.js'
import type { TransferLoader } from '../transfer.types.js'

/**
 * Options of {@link eip155}.
 *
 * @example
 * const options: Eip155Options = { networks: [networks.mainnet, networks.base], rpc: { timeoutMs: 5_000 } }
 */
export type Eip155Options = {
  /** The EVM networks the site supports, the default one first. */
  networks: readonly [Network<'eip155'>, ...Network<'eip155'>[]]
  /** How balances are read over each network's RPC URLs (SPEC §9 defaults). */
  rpc?: RpcOptions
}

/**
 * The EVM chain adapter: the common {@link ChainAdapter} plus EIP-712 typed-data signing, ERC-20
 * balances ({@link TokenBalanceReader}), ERC-721 NFTs ({@link NftReader}), a local chain's history
 * ({@link LocalHistoryReader}), ENS names ({@link ChainNameReader}) and sending the coin and ERC-20s
 * ({@link TransferLoader}).
 *
 * @example
 * const adapter: Eip155Adapter = eip155({ networks: [networks.mainnet] })
 * const signature = await adapter.signTypedData(connection, { domain, types, primaryType: 'Mail', message })
 */
export type Eip155Adapter = ChainAdapter<'eip155'> &
  TokenBalanceReader<'eip155'> &
  NftReader<'eip155'> &
  LocalHistoryReader<'eip155'> &
  ChainNameReader<'eip155'> &
  TransferLoader<'eip155'> & {
    /** Signs EIP-712 typed data (`eth_signTypedData_v4`) with the connection's active account. */
    signTypedData<
      const typedData extends TypedData | Record<string, unknown>,
      primaryType extends keyof typedData | 'EIP712Domain',
    >(
      connection: Connection<'eip155'>,
      typedData: TypedDataDefinition<typedData, primaryType>,
    ): Promise<string>
  }

import type { Wallet } from '@wallet-standard/base'
import { solana } from '../../../core/src/chains/solana/solana.adapter.js'
import type { SolanaAdapter } from '../../../core/src/chains/solana/solana.types.js'
import { solanaLocalNetwork } from '../../devnet/local-networks.js'
import type { SolanaDevnet } from '../../devnet/solana-devnet.js'
import { createScriptedSolanaWallet } from '../../wallets/solana-wallet.js'

/**
 * A scripted Wallet Standard wallet (a real key) holding `lamports` on the local chain, connected
 * through the Solana adapter, which finds it in a registry of its own. `signAndSend: false` takes the
 * wallet's `solana:signAndSendTransaction` away (a wallet that only signs).
 *
 * @example
 * const { adapter, connection, controls } = await connectScriptedWallet(devnet, { lamports: 2n * BigInt(LAMPORTS_PER_SOL) })
 */
export async function connectScriptedWallet(
  devnet: SolanaDevnet,
  { lamports, signAndSend = true }: { lamports: bigint; signAndSend?: boolean },
) {
  const { wallet, controls } = createScriptedSolanaWallet({
    chains: [{ chain: 'solana:localnet', rpcUrl: devnet.rpcUrl }],
  })
  if (!signAndSend) delete (wallet.features as Record<string, unknown>)['solana:signAndSendTransaction']
  devnet.fund(controls.address, lamports)
  const network = solanaLocalNetwork(devnet.rpcUrl)
  const registry = { get: (): Wallet[] => [wallet], on: () => () => {} }
  const adapter = solana({ networks: [network], registry: () => registry })
  const connectors = await new Promise<readonly { id: string }[]>((resolve) => {
    const stop = adapter.watchConnectors((found) => {
      if (found.length > 0) {
        resolve(found)
        queueMicrotask(stop)
      }
    })
  })
  const connector = connectors[0] as Parameters<SolanaAdapter['connect']>[0]['connector']
  const connection = await adapter.connect({ connector, network })
  return { adapter, connection, controls, wallet }
}

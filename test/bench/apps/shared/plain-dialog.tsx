import { createWalletClient, custom } from 'viem'
import { base, mainnet } from 'viem/chains'
import type { Announced } from './announced-wallets.js'

// Ethereum and Base, as every bench app configures them.
const chains = [mainnet, base] as const

/**
 * The plain dialog (no library): one button per announced wallet.
 *
 * @example
 * <PlainDialog wallets={wallets} pick={(wallet) => void connect(wallet)} />
 */
export function PlainDialog({ wallets, pick }: { wallets: Announced[]; pick: (wallet: Announced) => void }) {
  return (
    <div role="dialog" aria-label="Connect a wallet">
      {wallets.map((wallet) => (
        <button type="button" key={wallet.info.uuid} onClick={() => pick(wallet)}>
          {wallet.info.name}
        </button>
      ))}
    </div>
  )
}

/**
 * Asks the chosen wallet for its accounts through viem (on Ethereum) and gives the first.
 *
 * @example
 * setAddress(await requestAccount(wallet))
 */
export async function requestAccount(wallet: Announced): Promise<string | undefined> {
  const client = createWalletClient({ chain: chains[0], transport: custom(wallet.provider) })
  const [account] = await client.requestAddresses()
  return account
}

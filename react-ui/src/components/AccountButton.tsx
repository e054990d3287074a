import type { AccountViewModel } from '@foyer/core'
import { usePendingFoyer } from '../context/FoyerProvider.js'
import { useAccountView } from '../hooks/useAccountView.js'
import { useIdentity } from '../hooks/useIdentity.js'
import { useModal } from '../hooks/useModal.js'
import { AccountButtonBody } from './AccountButtonBody.js'
import { ConnectButton, type ConnectButtonProps } from './ConnectButton.js'

/**
 * Props of {@link AccountButton}: what the Connect button takes while no wallet is connected.
 *
 * @example
 * const props: AccountButtonProps = { label: 'Sign in' }
 */
export type AccountButtonProps = ConnectButtonProps

/**
 * The button a site drops in its header: "Connect wallet" while disconnected; the avatar, the
 * account's name or short address, and balance once connected (busy while a connection is restored). It opens the modal on the view the
 * open rule picks (Account when connected).
 *
 * @example
 * <AccountButton />
 */
export function AccountButton(props: AccountButtonProps) {
  const view = useAccountView()
  const { open } = useModal()
  const loading = usePendingFoyer() !== null
  // Both buttons hold one place on the page: closing the modal gives the focus to whichever is there.
  if (view.status === 'disconnected') return <ConnectButton data-foyer-control="account" {...props} />
  // While Foyer's code downloads there is no name to ask for yet.
  if (loading) return <AccountButtonBody view={view} identity={undefined} onClick={() => open()} />
  return <ConnectedAccountButton view={view} onClick={() => open()} />
}

/** Mounted once connected, so the name is asked for (with the account data module) only then. */
function ConnectedAccountButton(props: { view: AccountViewModel; onClick(): void }) {
  const identity = useIdentity()
  return <AccountButtonBody {...props} identity={identity} />
}

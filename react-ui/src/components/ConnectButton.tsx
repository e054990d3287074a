import type { ViewRequest } from '@foyer/core'
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { useModal } from '../hooks/useModal.js'
import { usePageText } from '../i18n/I18nProvider.js'
import { preloadWhenNear } from '../modal-frame-loader.js'
import { FoyerStyles } from '../theme/FoyerStyles.js'

/**
 * Props of {@link ConnectButton}: a button's own props, plus the view to open.
 *
 * @example
 * const props: ConnectButtonProps = { view: 'AllWallets', label: 'Browse wallets' }
 */
export type ConnectButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'> & {
  /** The view to open; by default the modal's own choice (SPEC §2 open rule). */
  view?: ViewRequest
  /** The button's text; `children` win when both are given. */
  label?: ReactNode
}

/**
 * A button that opens the Foyer modal. (A richer version that shows the connected account comes
 * with the account features.)
 *
 * @example
 * <ConnectButton />
 * <ConnectButton view="AllWallets" label="Browse wallets" />
 */
export function ConnectButton({ view, label, className, children, ...rest }: ConnectButtonProps) {
  const { open } = useModal()
  const t = usePageText()
  return (
    <>
      <FoyerStyles />
      <button
        type="button"
        aria-haspopup="dialog"
        {...preloadWhenNear}
        {...rest}
        className={className ? `foyer-connect-button ${className}` : 'foyer-connect-button'}
        onClick={() => open(view)}
      >
        {children ?? label ?? t('Connect wallet')}
      </button>
    </>
  )
}

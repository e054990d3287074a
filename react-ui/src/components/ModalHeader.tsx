import { useI18n } from '../i18n/use-i18n.js'
import { BackIcon, CloseIcon } from './icons.js'

/**
 * Props of {@link ModalHeader}.
 *
 * @example
 * const props: ModalHeaderProps = { title: 'Account', titleId, canGoBack, isCloseLocked, onBack, onClose }
 */
export type ModalHeaderProps = {
  title: string
  /** The id the dialog's `aria-labelledby` points at. */
  titleId: string
  canGoBack: boolean
  isCloseLocked: boolean
  onBack(): void
  onClose(): void
}

/**
 * The modal's header: Back (only when there is somewhere to go back to), the view's title, Close
 * (disabled while closing is locked, so the visitor sees it is not available right now).
 *
 * @example
 * <ModalHeader title="Connect wallet" titleId={id} canGoBack={false} isCloseLocked={false} onBack={back} onClose={close} />
 */
export function ModalHeader({ title, titleId, canGoBack, isCloseLocked, onBack, onClose }: ModalHeaderProps) {
  const { t } = useI18n()
  return (
    <header className="foyer-header">
      {canGoBack ? (
        <button type="button" className="foyer-icon-button" aria-label={t('Back')} onClick={onBack}>
          <BackIcon />
        </button>
      ) : (
        // Keeps the title centred when there is no Back button.
        <span aria-hidden="true" />
      )}
      <h2 id={titleId} className="foyer-title">
        {title}
      </h2>
      <button
        type="button"
        className="foyer-icon-button"
        aria-label={t('Close')}
        disabled={isCloseLocked}
        title={isCloseLocked ? t('This step must be completed before closing') : undefined}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
    </header>
  )
}

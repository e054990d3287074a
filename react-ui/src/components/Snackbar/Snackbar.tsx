import type { SnackActor, SnackViewModel } from '@foyer/core'
import { useSnack, useSnackActor } from '../../hooks/useSnack.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { StyleSheet } from '../../theme/StyleSheet.js'
import { StatusIcon } from '../Toaster/StatusIcon.js'
import { snackbarCss } from './snackbar.css.js'

/**
 * Props of {@link SnackbarPill}.
 *
 * @example
 * const props: SnackbarPillProps = { view: { status: 'open', message: 'Copied', variant: 'success', autoClose: true } }
 */
export type SnackbarPillProps = { view: SnackViewModel }

/**
 * The snackbar's live region with the message, when there is one: a pill with the variant's icon (a
 * spinner while loading). The region stays in the page, so screen readers announce each new message.
 *
 * @example
 * <SnackbarPill view={view} />
 */
export function SnackbarPill({ view }: SnackbarPillProps) {
  const { core } = useI18n()
  return (
    <div className="foyer-snackbar-region" role="status" aria-live="polite">
      <StyleSheet id="foyer-snackbar" css={snackbarCss} />
      {view.status === 'open' && (
        <div className="foyer-snackbar" data-variant={view.variant}>
          <StatusIcon type={view.variant} size={16} />
          <span className="foyer-snackbar-message">{core(view.message)}</span>
        </div>
      )}
    </div>
  )
}

/**
 * Props of {@link SnackbarOf}.
 *
 * @example
 * const props: SnackbarOfProps = { snack }
 */
export type SnackbarOfProps = { snack: SnackActor | undefined }

/**
 * The snackbar of a snack actor.
 *
 * @example
 * <SnackbarOf snack={snack} />
 */
export function SnackbarOf({ snack }: SnackbarOfProps) {
  const { view } = useSnack(snack)
  return <SnackbarPill view={view} />
}

/**
 * Foyer's snackbar, at the bottom of the modal (`FoyerModal` renders it inside the dialog).
 *
 * @example
 * <div role="dialog">…<Snackbar /></div>
 */
export function Snackbar() {
  return <SnackbarOf snack={useSnackActor()} />
}

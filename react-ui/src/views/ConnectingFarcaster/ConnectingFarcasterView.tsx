import { type EmbeddedWalletActions, selectFarcasterLoginView } from '@foyer/core/embedded-wallet'
import { WalletIcon } from '../../components/icons.js'
import { Placeholder } from '../../components/Placeholder.js'
import { sameViewModel } from '../../hooks/same-view-model.js'
import { useActorSelector } from '../../hooks/useActorSelector.js'
import { useIntents } from '../../hooks/useIntents.js'
import { useSystemActor } from '../../hooks/useSystemActor.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { StyleSheet } from '../../theme/StyleSheet.js'
import { socialCss } from '../ConnectingSocial/social.css.js'
import type { ViewProps } from '../view.types.js'
import { ConnectingFarcasterPanel } from './ConnectingFarcasterPanel.js'

const notRunning = { step: 'idle', url: undefined, error: undefined } as const

/**
 * The ConnectingFarcaster view wired to the Farcaster login actor. Cancel gives up the login and
 * goes back; the header's Back gives it up too, which the login itself notices. Closing the modal
 * leaves it waiting for the phone.
 *
 * @example
 * <ConnectingFarcasterView view={{ name: 'ConnectingFarcaster' }} />
 */
export function ConnectingFarcasterView(_: ViewProps<'ConnectingFarcaster'>) {
  const { t } = useI18n()
  const foyer = useIntents<EmbeddedWalletActions>()
  const farcaster = useSystemActor('farcaster')
  const view = useActorSelector(
    farcaster,
    (snapshot) => (snapshot ? selectFarcasterLoginView(snapshot) : notRunning),
    sameViewModel,
  )
  if (!farcaster) {
    return (
      <Placeholder icon={<WalletIcon />} title={t('Farcaster login is not set up')}>
        {t('This site has no embedded wallet to sign you in with Farcaster. Connect a wallet instead.')}
      </Placeholder>
    )
  }
  return (
    <>
      {/* The Farcaster logo's rule is in the social login's sheet. */}
      <StyleSheet id="foyer-social" css={socialCss} />
      <ConnectingFarcasterPanel
        view={view}
        onRetry={() => foyer.connectFarcaster?.()}
        onCancel={() => {
          foyer.cancelFarcasterLogin?.()
          foyer.goBack()
        }}
      />
    </>
  )
}

import { type EmbeddedWalletActions, selectSocialLoginView } from '@foyer/core/embedded-wallet'
import { WalletIcon } from '../../components/icons.js'
import { Placeholder } from '../../components/Placeholder.js'
import { sameViewModel } from '../../hooks/same-view-model.js'
import { useActorSelector } from '../../hooks/useActorSelector.js'
import { useIntents } from '../../hooks/useIntents.js'
import { useSystemActor } from '../../hooks/useSystemActor.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { StyleSheet } from '../../theme/StyleSheet.js'
import type { ViewProps } from '../view.types.js'
import { ConnectingSocialPanel } from './ConnectingSocialPanel.js'
import { socialCss } from './social.css.js'

const notRunning = { step: 'idle', provider: undefined, error: undefined } as const

/**
 * The ConnectingSocial view wired to the social login actor. Cancel gives up the login (its popup
 * closes) and goes back; Try again opens a new popup in the click.
 *
 * @example
 * <ConnectingSocialView view={{ name: 'ConnectingSocial', params: { provider: 'google' } }} />
 */
export function ConnectingSocialView({ view: { params } }: ViewProps<'ConnectingSocial'>) {
  const { t } = useI18n()
  const foyer = useIntents<EmbeddedWalletActions>()
  const social = useSystemActor('social')
  const view = useActorSelector(
    social,
    (snapshot) => (snapshot ? selectSocialLoginView(snapshot) : notRunning),
    sameViewModel,
  )
  if (!social) {
    return (
      <Placeholder icon={<WalletIcon />} title={t('Social login is not set up')}>
        {t(
          'This site has no embedded wallet to sign you in with a social account. Connect a wallet instead.',
        )}
      </Placeholder>
    )
  }
  return (
    <>
      <StyleSheet id="foyer-social" css={socialCss} />
      <ConnectingSocialPanel
        view={view}
        provider={params.provider}
        onRetry={() => foyer.connectSocial?.(params.provider)}
        onCancel={() => {
          foyer.cancelSocialLogin?.()
          foyer.goBack()
        }}
      />
    </>
  )
}

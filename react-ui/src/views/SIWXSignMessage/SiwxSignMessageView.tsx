import { type SiwxActions, type SiwxSnapshot, selectSiwxView } from '@foyer/core/siwx'
import { useCallback } from 'react'
import { sameViewModel } from '../../hooks/same-view-model.js'
import { useActorSelector } from '../../hooks/useActorSelector.js'
import { useIntents } from '../../hooks/useIntents.js'
import { useSystemActor } from '../../hooks/useSystemActor.js'
import { StyleSheet } from '../../theme/StyleSheet.js'
import type { ViewProps } from '../view.types.js'
import { SiwxSignMessagePanel } from './SiwxSignMessagePanel.js'
import { siwxCss } from './siwx.css.js'

/**
 * The SIWXSignMessage view wired to the sign-in module: Sign, and Cancel or Disconnect (its `signIn`
 * and `declineSignIn` intents, the calls a custom UI makes).
 *
 * @example
 * <SiwxSignMessageView view={{ name: 'SIWXSignMessage' }} />
 */
export function SiwxSignMessageView(_: ViewProps<'SIWXSignMessage'>) {
  const foyer = useIntents<SiwxActions>()
  const appName = useActorSelector(foyer.actor, (snapshot) => snapshot.context.options.metadata?.name)
  const select = useCallback(
    (snapshot: SiwxSnapshot | undefined) => selectSiwxView(snapshot, { appName }),
    [appName],
  )
  const view = useActorSelector(useSystemActor('siwx'), select, sameViewModel)
  return (
    <>
      <StyleSheet id="foyer-siwx" css={siwxCss} />
      <SiwxSignMessagePanel
        view={view}
        onSign={() => foyer.signIn?.()}
        onCancel={() => foyer.declineSignIn?.()}
      />
    </>
  )
}

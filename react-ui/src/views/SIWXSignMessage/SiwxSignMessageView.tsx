import { type SiwxSnapshot, selectSiwxView } from '@foyer/core/siwx'
import { useCallback } from 'react'
import { useFoyer } from '../../context/FoyerProvider.js'
import { sameViewModel } from '../../hooks/same-view-model.js'
import { useActorSelector } from '../../hooks/useActorSelector.js'
import { useSystemActor } from '../../hooks/useSystemActor.js'
import { StyleSheet } from '../../theme/StyleSheet.js'
import type { ViewProps } from '../view.types.js'
import { SiwxSignMessagePanel } from './SiwxSignMessagePanel.js'
import { siwxCss } from './siwx.css.js'

/**
 * The SIWXSignMessage view wired to the sign-in actor: Sign, and Cancel or Disconnect (`SIWX.DECLINE`).
 *
 * @example
 * <SiwxSignMessageView view={{ name: 'SIWXSignMessage' }} />
 */
export function SiwxSignMessageView(_: ViewProps<'SIWXSignMessage'>) {
  const foyer = useFoyer()
  const appName = useActorSelector(foyer.actor, (snapshot) => snapshot.context.options.metadata?.name)
  const select = useCallback(
    (snapshot: SiwxSnapshot | undefined) => selectSiwxView(snapshot, { appName }),
    [appName],
  )
  const siwx = useSystemActor('siwx')
  const view = useActorSelector(siwx, select, sameViewModel)
  return (
    <>
      <StyleSheet id="foyer-siwx" css={siwxCss} />
      <SiwxSignMessagePanel
        view={view}
        onSign={() => siwx?.send({ type: 'SIWX.SIGN' })}
        onCancel={() => siwx?.send({ type: 'SIWX.DECLINE' })}
      />
    </>
  )
}

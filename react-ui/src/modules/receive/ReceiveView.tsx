import { useAccountView } from '../../hooks/useAccountView.js'
import { StyleSheet } from '../../theme/StyleSheet.js'
import type { ViewProps } from '../../views/view.types.js'
import { ReceivePanel } from './ReceivePanel.js'
import { receiveCss } from './receive.css.js'

/**
 * The Receive view (the receive module's): the active account's address to scan or copy, read from
 * the same view model as the Account view.
 *
 * @example
 * <ReceiveView view={{ name: 'Receive' }} />
 */
export function ReceiveView(_: ViewProps<'Receive'>) {
  const account = useAccountView()
  return (
    <>
      <StyleSheet id="foyer-receive" css={receiveCss} />
      <ReceivePanel receiving={{ address: account.address, networkName: account.network?.name }} />
    </>
  )
}

import { receiveViewOf } from '@foyer/core'
import { useFoyer } from '../../context/FoyerProvider.js'
import { useAccountView } from '../../hooks/useAccountView.js'
import { useNetworksView } from '../../hooks/useNetworksView.js'
import { StyleSheet } from '../../theme/StyleSheet.js'
import type { ViewProps } from '../../views/view.types.js'
import { ReceivePanel } from './ReceivePanel.js'
import { receiveCss } from './receive.css.js'

/**
 * The Receive view (the receive module's): the active account's address to scan or copy, its QR code
 * a payment URI for its chain (core's `receiveViewOf`, over the Account view's model).
 *
 * @example
 * <ReceiveView view={{ name: 'Receive' }} />
 */
export function ReceiveView(_: ViewProps<'Receive'>) {
  const foyer = useFoyer()
  const { networks } = useNetworksView()
  const receiving = receiveViewOf(useAccountView(), foyer.kits, networks)
  return (
    <>
      <StyleSheet id="foyer-receive" css={receiveCss} />
      <ReceivePanel receiving={receiving} />
    </>
  )
}

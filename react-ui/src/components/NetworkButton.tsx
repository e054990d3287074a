import { useModal } from '../hooks/useModal.js'
import { useNetworksView } from '../hooks/useNetworksView.js'
import { NetworkButtonBody } from './NetworkButtonBody.js'

/**
 * The active network as a button ('Unknown Network' with a warning when the wallet is on a network the
 * site does not configure); it opens the modal on the network list.
 *
 * @example
 * <NetworkButton />
 */
export function NetworkButton() {
  const view = useNetworksView()
  const { open } = useModal()
  return <NetworkButtonBody view={view} onClick={() => open('Networks')} />
}

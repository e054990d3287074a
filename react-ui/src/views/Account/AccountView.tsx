import { CheckIcon } from '../../components/icons.js'
import { Placeholder } from '../../components/Placeholder.js'
import type { ViewProps } from '../view.types.js'

/**
 * The Account view. For now it only says a wallet is connected: address, balance and network come
 * with the EVM adapter.
 *
 * @example
 * <AccountView view={{ name: 'Account' }} />
 */
export function AccountView(_: ViewProps<'Account'>) {
  return (
    <Placeholder icon={<CheckIcon />} title="Connected">
      Your wallet is connected. Account details (address, balance, network) are not shown in this build yet.
    </Placeholder>
  )
}

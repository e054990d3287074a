import { swapRouterOf } from '../../chains/eip155/chain-contracts.js'
import type { EmbeddedAccountType, EmbeddedWalletLink } from '../../chains/eip155/embedded/frame-provider.js'
import { AUTH_CONNECTOR_ID } from '../../connectors/auth-connector.js'
import { boundedFrameChannel } from '../../embedded/bounded-frame-channel.js'
import { ActionNotAllowedError } from '../../errors/validation.js'
import { FRAME_LOGIN_REQUEST_TIMEOUT_MS } from '../../machines/frame/frame.constants.js'
import { readyFrameChannel } from '../../machines/frame/frame.ready.js'
import { selectFrameStatus } from '../../machines/frame/frame.selectors.js'
import { askApproval } from '../../machines/transaction-approval/ask-approval.js'
import type { Network } from '../../networks/network.types.js'
import { storageKeys } from '../../storage/keys.js'
import type { ModuleContext } from '../../system/module.types.js'
import { getSystemActor } from '../../system/system.js'
import { REJECTION_MESSAGE_DELAY_MS } from './embedded-wallet.constants.js'
import { endLogin } from './end-login.js'
import '../../system/embedded-wallet.system.js'

// SPEC §9: a chain the site did not configure is named so.
const UNKNOWN_NETWORK = 'Unknown Network'

/**
 * What the embedded wallet's providers reach through Foyer's system: the frame's channel once it is
 * ready (each call bounded at 120 s, with the 'Embedded Wallet Request Timed Out' alert), the
 * visitor's approval in the ApproveTransaction view, the site's networks by chain id, and the frame's
 * sign-out (which the frame machine bounds at 3 s), the account type to ask the frame for (the
 * visitor's stored choice, else `defaultAccountType`) and the account type machine.
 *
 * @example
 * const provider = frameEip1193Provider(embeddedWalletLink(context))
 */
export function embeddedWalletLink(
  context: ModuleContext,
  defaultAccountType: EmbeddedAccountType = 'smartAccount',
): EmbeddedWalletLink {
  const { system } = context
  const networks: readonly Network[] = (context.options.adapters ?? []).flatMap(
    (adapter): readonly Network[] => adapter.networks,
  )
  return {
    // Every wait has an end: a call the frame leaves unanswered for 120 s (the SPEC's bound on login
    // requests, the only one it gives the frame) fails, and the visitor is told the embedded wallet
    // did not answer.
    channel: async () =>
      boundedFrameChannel(await readyFrameChannel(system), FRAME_LOGIN_REQUEST_TIMEOUT_MS, () =>
        getSystemActor(system, 'foyer')?.send({
          type: 'FOYER.ALERT',
          alert: { id: 'EMBEDDED_WALLET_REQUEST_TIMED_OUT' },
        }),
      ),
    approve: (preview, run, sent) => askApproval(system, { preview, run, sent }),
    network(chainId) {
      const network = networks.find((candidate) => candidate.caipNetworkId === `eip155:${chainId}`)
      return {
        name: network?.name ?? UNKNOWN_NETWORK,
        symbol: network?.nativeCurrency.symbol ?? 'ETH',
        // The swap router the site declared for this network: calls to it are reviewed as swaps.
        swapRouter: network && swapRouterOf(network),
      }
    },
    // SPEC §4: the modal opens, and the message follows once it is on screen.
    refused() {
      getSystemActor(system, 'modal')?.send({ type: 'MODAL.OPEN' })
      setTimeout(() => {
        getSystemActor(system, 'snack')?.send({
          type: 'SNACK.SHOW',
          message: new ActionNotAllowedError().shortMessage,
          variant: 'error',
        })
      }, REJECTION_MESSAGE_DELAY_MS)
    },
    // SPEC §4: after a safe request the native balance is read again (the connection coalesces reads).
    answered() {
      getSystemActor(system, 'connection.eip155')?.send({ type: 'CONNECTION.REFRESH_BALANCE' })
    },
    // SPEC §4: the visitor's stored choice, else the site's default (smartAccount for EVM).
    preferredAccountType() {
      const stored = context.storage.get(storageKeys.preferredAccountType('eip155'))
      return stored === 'eoa' || stored === 'smartAccount' ? stored : defaultAccountType
    },
    accountTypeChanged(accountType) {
      getSystemActor(system, 'accountType')?.send({ type: 'ACCOUNT_TYPE.CURRENT', accountType })
    },
    noLogin(namespace) {
      if (context.storage.get(storageKeys.connectedConnectorId(namespace)) !== AUTH_CONNECTOR_ID) return
      getSystemActor(system, 'foyer')?.send({ type: 'FOYER.ALERT', alert: { id: 'SESSION_EXPIRED' } })
    },
    lastChainId() {
      const stored = context.storage.get(storageKeys.lastChainId)
      return typeof stored === 'number' ? stored : undefined
    },
    rememberChainId(chainId) {
      context.storage.set(storageKeys.lastChainId, chainId)
    },
    signOut() {
      endLogin(system)
      const frame = getSystemActor(system, 'frame')
      if (!frame || selectFrameStatus(frame.getSnapshot()) !== 'ready') return Promise.resolve()
      return new Promise((resolve) => {
        const subscription = frame.on('frame.signedOut', () => {
          subscription.unsubscribe()
          resolve()
        })
        frame.send({ type: 'FRAME.SIGN_OUT' })
      })
    },
  }
}

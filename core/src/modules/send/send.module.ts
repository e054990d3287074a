import { lazyActorMachine } from '../../machines/lazy-actor/lazy-actor.machine.js'
import { selectIsViewAvailable } from '../../machines/router/router.selectors.js'
import { loadSendMachine } from '../../machines/send/send.load.js'
import type { NameResolver, SendInput, SendToken, TokenPricer } from '../../machines/send/send.types.js'
import type { TypedStorage } from '../../storage/storage.types.js'
import type { FoyerModule } from '../../system/module.types.js'
import { getSystemActor, sendToSystem } from '../../system/system.js'
import { type BlockchainApiConfig, blockchainApiOf } from '../blockchain-api.config.js'
import { sendViews } from './send.views.js'
// Also imported on their own: type declarations keep these lines (they drop the ones above), so the
// view names and actors they merge into the maps reach every site that imports this module.
import './send.views.js'
import './send.system.js'

/** What the send module adds to the facade `createFoyer` returns: the Send form's intents. */
export type SendActions = {
  /** The Send view shows: the form's code downloads (if it has not), with the account's coin picked. */
  openSend(): void
  /** Picks the token to send (one the Send view lists). */
  setSendToken(token: SendToken): void
  /** The amount as the visitor types it, in whole tokens. */
  setSendAmount(amount: string): void
  /** The receiver's address as the visitor types it. */
  setSendReceiver(receiver: string): void
  /** Fills in the most that can be sent: a token's whole balance, the coin's less the network fee. */
  sendMax(): void
  /** Asks the wallet to send what the form holds, once its fee is known and covered. */
  submitSend(): void
  /** Empties the form. */
  resetSend(): void
}

/**
 * Sending the active account's coin and tokens: the Send view, a form that reads the balances and the
 * most the network fee can be from the chain before any wallet is asked, and sends through the
 * connected wallet (an embedded wallet's approval view shows it in words). Its code downloads with the
 * first Send view; namespaces whose adapter cannot send say 'Unsupported chain'. On EVM a receiver may
 * be a name (`satoshi.reown.id`), looked up with the Blockchain API's name service when the site has
 * it; the address it points to is shown in full. A token the token list gives no price for is priced
 * with the Blockchain API's price service. The site's `send` feature turns it off.
 *
 * @example
 * const foyer = createFoyer({ adapters, modules: [send()] })
 * foyer.open('Send')
 */
export function send(): FoyerModule<SendActions> {
  return {
    id: 'send',
    views: sendViews,
    // A way to the form from the Account view, while an account is connected and `send` is on.
    account: (system, account) => {
      const router = getSystemActor(system, 'router')
      const available = router !== undefined && selectIsViewAvailable(router.getSnapshot(), { name: 'Send' })
      return account.status === 'connected' && available ? [{ kind: 'send', opens: 'Send' }] : []
    },
    plug: ({ options: site, storage }) => {
      // Names as receivers come from the Blockchain API's name service, when the site has it.
      const api = blockchainApiOf(site)
      const input: SendInput = api ? lazyServices(api, storage) : {}
      return {
        actors: [
          {
            systemId: 'sender',
            logic: lazyActorMachine,
            input: { systemId: 'send', load: loadSendMachine, input },
          },
        ],
      }
    },
    actions: (foyer) => {
      const toSender = (event: Parameters<typeof sendToSystem<'sender'>>[2]) =>
        sendToSystem(foyer.actor, 'sender', event)
      return {
        openSend: () => toSender({ type: 'SEND.OPEN' }),
        setSendToken: (token) => toSender({ type: 'SEND.SET_TOKEN', token }),
        setSendAmount: (amount) => toSender({ type: 'SEND.SET_AMOUNT', amount }),
        setSendReceiver: (receiver) => toSender({ type: 'SEND.SET_RECEIVER', receiver }),
        sendMax: () => toSender({ type: 'SEND.MAX' }),
        submitSend: () => toSender({ type: 'SEND.SUBMIT' }),
        resetSend: () => toSender({ type: 'SEND.RESET' }),
      }
    },
  }
}

/**
 * The name service's lookup and the price service, downloaded with the first name typed or the first
 * unpriced token quoted (the HTTP client stays off the page).
 */
function lazyServices(api: BlockchainApiConfig, storage: TypedStorage): Required<SendInput> {
  let services: Promise<typeof import('./send-services.load.js')> | undefined
  const load = () => {
    services ??= import('./send-services.load.js')
    return services
  }
  let resolver: NameResolver | undefined
  let pricer: TokenPricer | undefined
  return {
    resolveName: async (name, signal) => {
      resolver ??= (await load()).createNameResolver(api, storage)
      return resolver(name, signal)
    },
    priceOf: async (token, signal) => {
      pricer ??= (await load()).createTokenPricer(api)
      return pricer(token, signal)
    },
  }
}

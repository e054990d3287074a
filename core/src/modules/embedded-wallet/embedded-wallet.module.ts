import { frameEip1193Provider } from '../../chains/eip155/embedded/frame-provider.js'
import type { SocialProvider } from '../../config/features.js'
import { SDK_TYPE, SDK_VERSION } from '../../config/sdk.js'
import { AUTH_CONNECTOR_ID } from '../../connectors/auth-connector.js'
import type { Connector } from '../../connectors/connector.types.js'
import { hostsEmbeddedWallet } from '../../embedded/embedded-wallet-host.js'
import { accountTypeMachine } from '../../machines/account-type/account-type.machine.js'
import { emailMachine } from '../../machines/email/email.machine.js'
import { emailUpdateMachine } from '../../machines/email-update/email-update.machine.js'
import { farcasterMachine } from '../../machines/farcaster/farcaster.machine.js'
import { frameMachine } from '../../machines/frame/frame.machine.js'
import type { View } from '../../machines/router/router.types.js'
import { socialMachine } from '../../machines/social/social.machine.js'
import { browserSocialPage } from '../../machines/social/social-page.js'
import { browserTelegramClient } from '../../machines/social/social-popup.js'
import { storageKeys } from '../../storage/keys.js'
import type { FoyerModule, ModuleContext } from '../../system/module.types.js'
import { getSystemActor } from '../../system/system.js'
import { startSocialLogin } from './actions/start-social-login.js'
import { embeddedWalletAccountRows } from './embedded-wallet.account.js'
import { embeddedWalletViews } from './embedded-wallet.views.js'
// Also imported on its own: type declarations keep this line (they drop the one above), so the view
// names it merges into the view map reach every site that imports this module.
import './embedded-wallet.views.js'
import { embeddedWalletLink } from './embedded-wallet-link.js'
import '../../system/embedded-wallet.system.js'

export { AUTH_CONNECTOR_ID }

/**
 * Options of {@link embeddedWallet}.
 *
 * @example
 * const options: EmbeddedWalletOptions = { frameUrl: 'https://login.example/frame' }
 */
export type EmbeddedWalletOptions = {
  /**
   * The login frame's page (your provider's, or the local dev frame). Foyer adds `projectId`,
   * `chainId`, `version` and `enableLogger` to its query, and trusts messages from its origin only.
   * Allow that origin in your Content-Security-Policy's `frame-src`.
   */
  frameUrl: string
  /** The name the connector shows; 'Email' by default. */
  name?: string | undefined
  /**
   * The EVM account a visitor gets until they choose (SPEC §6): the smart account their login owns
   * (`'smartAccount'`, the default) on networks where it has one, or their key's own (`'eoa'`). Where
   * the login has a smart account, the Account view offers to move from the key's own account to it.
   */
  defaultAccountType?: 'eoa' | 'smartAccount' | undefined
}

/** What the embedded-wallet module adds to the facade `createFoyer` returns. */
export type EmbeddedWalletActions = {
  /** Sends a login code to `email` (the EmailLogin view shows the steps). */
  connectEmail(email: string): void
  /** The code the visitor typed. */
  submitEmailCode(otp: string): void
  /** Sends another code (30 s after the last at the earliest). */
  resendEmailCode(): void
  /** Gives up the email login under way. */
  cancelEmailLogin(): void
  /**
   * Logs in with a social provider in a popup. Call it in the visitor's click: the popup opens at
   * once, blank, and goes to the provider when the login frame names its page. `farcaster` starts
   * {@link EmbeddedWalletActions.connectFarcaster} instead. Returns the view where the login's
   * progress shows (ConnectingSocial, or ConnectingFarcaster), for a UI that follows it.
   */
  connectSocial(provider: SocialProvider): View
  /** Gives up the social login under way (its popup closes). */
  cancelSocialLogin(): void
  /**
   * Logs in with Farcaster: the login frame names a sign-in address (the ConnectingFarcaster view
   * shows it as a QR code) and the login ends once the visitor approved it in their Farcaster app.
   */
  connectFarcaster(): void
  /** Gives up the Farcaster login under way (its address is dropped and the login frame reloads). */
  cancelFarcasterLogin(): void
  /**
   * Moves the site to the login's smart account (from its key's own account), where the network has
   * one; the choice is kept for the next visit.
   */
  switchToSmartAccount(): void
  /** Moves the login to another address: a code to the current one, then one to `email`. */
  updateEmail(email: string): void
  /** The code the visitor typed during an email update (the current address's, then the new one's). */
  submitEmailUpdateCode(otp: string): void
}

function frameUrlOf(options: EmbeddedWalletOptions, context: ModuleContext): string {
  const url = new URL(options.frameUrl)
  // The chain the frame starts on: the last one the embedded wallet used, else the site's default
  // network, else its first EVM network (SPEC §9's default, 1, when it has none).
  const firstEvm = (context.options.adapters ?? [])
    .flatMap((adapter): readonly { caipNetworkId: string }[] => adapter.networks)
    .find((network) => network.caipNetworkId.startsWith('eip155:'))
  const evmDefault = context.options.defaultNetwork?.startsWith('eip155:')
    ? context.options.defaultNetwork
    : undefined
  const [, chainId = '1'] = (evmDefault ?? firstEvm?.caipNetworkId ?? 'eip155:1').split(':')
  url.searchParams.set('projectId', context.options.projectId ?? '')
  url.searchParams.set('chainId', String(context.storage.get(storageKeys.lastChainId) ?? chainId))
  url.searchParams.set('version', SDK_VERSION)
  url.searchParams.set('enableLogger', 'false')
  return url.href
}

/**
 * Email and social login through an embedded wallet: a login frame from the provider's origin holds
 * the keys; the modal shows every step (the frame has no UI of its own). The module contributes the
 * AUTH connector on EVM, whose provider signs and sends only what the visitor approved in the modal
 * (add `transactionApproval()` to the modules too), and on every other namespace whose adapter hosts
 * the embedded wallet (Solana's: a Wallet Standard wallet over the frame, approved the same way); one
 * login connects them all, the active namespace first. Its actors: `frame`, `email`, `emailUpdate`,
 * `social`, `farcaster` and `accountType` (the key's own account or its smart account).
 *
 * @example
 * const foyer = createFoyer({
 *   adapters: [eip155({ networks: [networks.mainnet] })],
 *   modules: [embeddedWallet({ frameUrl: 'https://login.example/frame' }), transactionApproval()],
 * })
 * foyer.connectEmail('ada@example.com')
 */
export function embeddedWallet(options: EmbeddedWalletOptions): FoyerModule<EmbeddedWalletActions> {
  return {
    id: 'embeddedWallet',
    views: embeddedWalletViews,
    account: embeddedWalletAccountRows,
    plug(context) {
      const name = options.name ?? 'Email'
      const adapters = context.options.adapters ?? []
      const evm = embeddedWalletLink(context, options.defaultAccountType)
      const evmProvider = frameEip1193Provider(evm)
      // The embedded wallet serves EVM itself and every other namespace whose adapter hosts it
      // (Solana's, SPEC §9): one login, an account on each.
      const connectors: Connector[] = adapters.flatMap((adapter): Connector[] => {
        const auth = {
          id: AUTH_CONNECTOR_ID,
          name,
          type: 'AUTH',
          signInMethods: ['email', 'social'],
        } as const
        if (adapter.namespace === 'eip155') return [{ ...auth, chain: 'eip155', provider: evmProvider }]
        if (hostsEmbeddedWallet(adapter))
          return [{ ...auth, chain: adapter.namespace, provider: adapter.embeddedWalletProvider(evm, name) }]
        return []
      })
      const namespaces = connectors.map((connector) => connector.chain)
      return {
        actors: [
          {
            systemId: 'frame',
            logic: frameMachine,
            input: {
              url: frameUrlOf(options, context),
              // Told to the frame once it is ready (SYNC_DAPP_DATA), with the theme (SYNC_THEME).
              dappData: {
                projectId: context.options.projectId ?? '',
                sdkType: SDK_TYPE,
                sdkVersion: SDK_VERSION,
                metadata: context.options.metadata,
              },
              // A visitor who logged in before has the frame up at once, to be reconnected.
              loadNow:
                context.storage.get(storageKeys.emailLoginUsed) === true ||
                context.storage.get(storageKeys.connectedSocialProvider) !== undefined,
            },
          },
          { systemId: 'emailUpdate', logic: emailUpdateMachine, input: { storage: context.storage } },
          {
            systemId: 'social',
            logic: socialMachine,
            input: {
              storage: context.storage,
              connectorId: AUTH_CONNECTOR_ID,
              namespaces,
              // The provider's login ends on a page of the login frame's site, which posts the result.
              resultOrigin: new URL(options.frameUrl).origin,
              client: browserTelegramClient(),
              page: browserSocialPage(),
            },
          },
          {
            systemId: 'farcaster',
            logic: farcasterMachine,
            input: { storage: context.storage, connectorId: AUTH_CONNECTOR_ID, namespaces },
          },
          {
            systemId: 'accountType',
            logic: accountTypeMachine,
            input: { storage: context.storage, switchAccount: evmProvider.switchAccountType },
          },
          {
            systemId: 'email',
            logic: emailMachine,
            input: {
              storage: context.storage,
              connectorId: AUTH_CONNECTOR_ID,
              namespaces,
              now: Date.now,
            },
          },
        ],
        connectors: (namespace) => connectors.filter((connector) => connector.chain === namespace),
      }
    },
    actions: (foyer) => {
      const email = () => getSystemActor(foyer.actor, 'email')
      const update = () => getSystemActor(foyer.actor, 'emailUpdate')
      const social = () => getSystemActor(foyer.actor, 'social')
      const farcaster = () => getSystemActor(foyer.actor, 'farcaster')
      return {
        connectSocial: (provider) => startSocialLogin(foyer.actor, provider),
        cancelSocialLogin: () => social()?.send({ type: 'SOCIAL.CANCEL' }),
        connectFarcaster: () => farcaster()?.send({ type: 'FARCASTER.START' }),
        cancelFarcasterLogin: () => farcaster()?.send({ type: 'FARCASTER.CANCEL' }),
        switchToSmartAccount: () =>
          getSystemActor(foyer.actor, 'accountType')?.send({
            type: 'ACCOUNT_TYPE.SWITCH',
            to: 'smartAccount',
          }),
        updateEmail: (address) => update()?.send({ type: 'EMAIL_UPDATE.SUBMIT', email: address }),
        submitEmailUpdateCode: (otp) => update()?.send({ type: 'EMAIL_UPDATE.CODE', otp }),
        connectEmail: (address) => email()?.send({ type: 'EMAIL.SUBMIT', email: address }),
        submitEmailCode: (otp) => email()?.send({ type: 'EMAIL.CODE', otp }),
        resendEmailCode: () => email()?.send({ type: 'EMAIL.RESEND' }),
        cancelEmailLogin: () => email()?.send({ type: 'EMAIL.CANCEL' }),
      }
    },
  }
}

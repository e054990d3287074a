import type { AnyStateMachine } from 'xstate'
import { cosmosConnectMachine } from '../chains/cosmos/connect/cosmos-connect.machine.js'
import { solanaDiscoveryMachine } from '../chains/solana/discovery/discovery.machine.js'
import { accountTypeMachine } from './account-type/account-type.machine.js'
import { activityMachine } from './activity/activity.machine.js'
import { analyticsMachine } from './analytics/analytics.machine.js'
import { balanceMachine } from './balance/balance.machine.js'
import { connectAttemptMachine } from './connect-attempt/connect-attempt.machine.js'
import { connectionMachine } from './connection/connection.machine.js'
import { connectionViewsMachine } from './connection-views/connection-views.machine.js'
import { emailMachine } from './email/email.machine.js'
import { emailUpdateMachine } from './email-update/email-update.machine.js'
import { farcasterMachine } from './farcaster/farcaster.machine.js'
import { foyerMachine } from './foyer/foyer.machine.js'
import { frameMachine } from './frame/frame.machine.js'
import { identityMachine } from './identity/identity.machine.js'
import { lazyActorMachine } from './lazy-actor/lazy-actor.machine.js'
import { modalMachine } from './modal/modal.machine.js'
import { multiWalletMachine } from './multi-wallet/multi-wallet.machine.js'
import { nameRegistrationMachine } from './name-registration/name-registration.machine.js'
import { networkMachine } from './network/network.machine.js'
import { nftGalleryMachine } from './nft-gallery/nft-gallery.machine.js'
import { onrampMachine } from './onramp/onramp.machine.js'
import { pairingMachine } from './pairing/pairing.machine.js'
import { payMachine } from './pay/pay.machine.js'
import { portfolioMachine } from './portfolio/portfolio.machine.js'
import { recommendedWalletsMachine } from './recommended-wallets/recommended-wallets.machine.js'
import { relayMachine } from './relay/relay.machine.js'
import { routerMachine } from './router/router.machine.js'
import { sendMachine } from './send/send.machine.js'
import { siwxMachine } from './siwx/siwx.machine.js'
import { snackMachine } from './snack/snack.machine.js'
import { socialMachine } from './social/social.machine.js'
import { swapMachine } from './swap/swap.machine.js'
import { toasterMachine } from './toaster/toaster.machine.js'
import { transactionApprovalMachine } from './transaction-approval/transaction-approval.machine.js'
import { walletListMachine } from './wallet-list/wallet-list.machine.js'

/** A machine as its generated documentation page describes it. */
export type MachineDoc = {
  machine: AnyStateMachine
  systemId: string
  summary: string
  spec: string
  /** Actors spawned from inside `enqueueActions` (not visible to the generator): actor → action. */
  spawns?: Readonly<Record<string, string>>
}

/**
 * Every machine of Foyer, for `scripts/machines-docs.ts` (the pages in `machines-docs/` are generated
 * from these; `npm test` fails when they are stale).
 *
 * @example
 * for (const { machine, systemId } of foyerMachines) console.log(systemId, machine.id)
 */
export const foyerMachines: readonly MachineDoc[] = [
  {
    machine: foyerMachine,
    systemId: 'foyer',
    summary:
      "The root actor: options, features (local and remote), alerts shown once, connectors of every adapter, recent wallets and theme. Runs the modal, the router, one connection actor per adapter, the network actor and the snackbar as children, plugs every module of the site's options in the same way and starts the modules' actors under their system ids; fetches the remote configuration on the first open.",
    spec: 'SPEC §6 (remote configuration, basic mode), §8 (alerts)',
    spawns: {
      connectionViews: 'startActors',
      connection: 'startActors',
      "each module's actors": 'startActors',
    },
  },
  {
    machine: modalMachine,
    systemId: 'modal',
    summary:
      'Open or closed, loading flags, the 500 ms shake, and the close lock on the sign and approve views.',
    spec: 'SPEC §2 (closing), §4 (modal), §9 (shake 500 ms)',
  },
  {
    machine: routerMachine,
    systemId: 'router',
    summary: 'The typed stack of views and the rules for opening, going back and closing.',
    spec: 'SPEC §2 (screens and routes)',
  },
  {
    machine: connectionMachine,
    systemId: 'connection.<namespace>',
    summary:
      'One per chain adapter: reconnect on load from storage, connect with a prompt (its connect-attempt child: rejected, failed, retry; cancel), emitting what happened for the connectionViews coordinator, wallet events, the native balance (read by its balance child), requests to the wallet (one request shape, askWallet: signing today), account selection, disconnect and sync failure. Multi-wallet: another wallet is connected while the current connection stays (cancel comes back to it), a switch restores another connection without a prompt (a new login when its wallet forgot the site, or, with prompt: false, a failure that keeps the current connection) and emits how it went (connection.switched with the connection it replaced, connection.switchFailed); a switch is refused at once while no connection is at rest.',
    spec: 'SPEC §3 (local storage), §4 (connection status, per-connection status, disconnect), §8 (connection errors), §9 (recent wallets 2, balance 3 decimals)',
  },
  {
    machine: connectAttemptMachine,
    systemId: '(child `attempt` of connection.<namespace>)',
    summary:
      "One connect attempt: the wallet behind the chosen connector is asked (a prompt); a refusal shows 'Connection rejected' and any other error its message, and a retry asks again; an unknown connector fails at once. It ends with the connection the wallet made; its connection actor cancels it by stopping it. Run without a wallet connected, and while another wallet is added (multi-wallet), the connected one then still following its wallet.",
    spec: 'SPEC §4 (connect), §8 (connection errors)',
  },
  {
    machine: balanceMachine,
    systemId: '(child `balance` of connection.<namespace>)',
    summary:
      "The native balance of a connection's active account, while connected: read at once, then again after each wallet event once the wallet has settled (a burst makes one read, of where the last event left), none on a network the site does not configure; every move is reported to the connection, which keeps what the views show.",
    spec: 'SPEC §4 (balance after wallet events), §9 (wallet event settle)',
  },
  {
    machine: connectionViewsMachine,
    systemId: 'connectionViews',
    summary:
      "What the modal and the router do as connections move: the connection actors only emit what happened, and this coordinator pushes a connect attempt's ConnectingExternal view (not for WalletConnect, whose pairing has its own), cancels the attempt when that view is left, takes the view away on a cancel from a button, closes the modal after a connection made with a prompt (unless the visitor went on to a view about a wallet already connected) and after a disconnect that asks for it, and marks a namespace loading while it restores.",
    spec: 'SPEC §2 (screens), §4 (modal closes on connect and disconnect, loading while reconnecting)',
    spawns: { watchConnectingView: 'watchConnectingView' },
  },
  {
    machine: networkMachine,
    systemId: 'network',
    summary:
      'The active namespace and network, the connections of every namespace, the unsupported wallet network, and the network-switch rules (SwitchNetwork, SwitchActiveChain, plain set, Network Not Found). Emits disconnect when the last connection goes.',
    spec: 'SPEC §4 (network switch, last-connection disconnect event), §5 (network not found), §8 (RPC messages)',
  },
  {
    machine: portfolioMachine,
    systemId: 'portfolioTokens',
    summary:
      "The active account's tokens for the Account view (account data module, downloaded with the first Tokens list): follows the active account, reads its tokens from the source (the Blockchain API or the chain) on an account change, on show once over 30 s old, and on request; a failed read shows 'Token Balance Unavailable' and holds reads for 30 s.",
    spec: 'SPEC §5 (balance answers), §8 (Token Balance Unavailable), §9 (portfolio cache 30 s, balance retry backoff 30 s, quantity 3 decimals, dollars 2)',
  },
  {
    machine: activityMachine,
    systemId: 'activityFeed',
    summary:
      "The active EVM account's transactions for the Account view's Activity list (account data module, downloaded with the first Activity list): pages by cursor as the visitor reaches the end, from the start on an account change or request; a failed first page shows 'Failed to fetch transactions', marks the list empty and emits ERROR_FETCH_TRANSACTIONS.",
    spec: 'SPEC §3 (transactions by month, signs), §5 (history answers), §7 (history path, ERROR_FETCH_TRANSACTIONS), §8 (Failed to fetch transactions), §9 (activity on eip155)',
  },
  {
    machine: nameRegistrationMachine,
    systemId: 'nameRegistration',
    summary:
      "Registering a name for an embedded-wallet EVM account (the RegisterAccountName views): suggestions from the name service once typing pauses, a valid label (4 or more letters, digits or hyphens) signed for and registered, the success view and the account's name on success; a refusal goes back to the field with the service's reason or SPEC §8's text.",
    spec: 'SPEC §2 (RegisterAccountName, RegisterAccountNameSuccess), §7 (profile suggestions and registration), §8 (name errors), §9 (.reown.id and .wcn.id)',
  },
  {
    machine: sendMachine,
    systemId: 'send',
    summary:
      "The Send form (the send module's Send view): the account's coin or a token, an amount read exactly and a receiver the namespace's kit calls an address; once typing pauses the account's adapter reads the balances and the most the network fee can be from the chain (Max fills in the balance less that fee for the coin, the whole balance for a token). The wallet is asked through the connection only when the balances cover amount and fee; SEND_INITIATED and SEND_SUCCESS are emitted, the Account view shows again, and balances are read again once the transaction landed. A refusal or a chain's error says why in words and keeps the form; another network keeps the amount and receiver, another namespace empties the form.",
    spec: 'SPEC §3 (Send form), §4 (Send: loading, transaction, form reset), §5 (Send validation), §7 (SEND_INITIATED, SEND_SUCCESS), §8 (transaction errors)',
    spawns: { 'landing.<transaction id>': 'awaitLanding' },
  },
  {
    machine: onrampMachine,
    systemId: 'onramp',
    summary:
      "The Buy form (the onramp module's OnRampProviders view): the options (the built-in defaults when the service fails, marked), USDC or the currency standing in for it, USD and a card first (or a bank account, where the payment currency offers it), the amount checked against the chosen method's limits, a quote from the chosen provider for that method once typing pauses (an estimate when the service failed). Buy takes the popup the visitor's click opened, sends it to the generated provider page (a blocked popup leaves a link), polls it every second, then reads the history's onramp purchases every 5 s until this one shows; after 4 min it says so, with Check again; a purchase refreshes the balances.",
    spec: 'SPEC §2 (onramp view), §5 (onramp limits), §7 (onramp options, quote, URL generator, history onramp parameter), §8 (onramp fallbacks), §9 (providers, defaults, popup poll 1 s)',
  },
  {
    machine: swapMachine,
    systemId: 'swap',
    summary:
      "The Swap form (the swap module's Swap view, opened with swap arguments or not): the tokens the convert service swaps on the active EVM network (none: 'Network not supported for Swaps'), the pair and an amount read exactly; once typing pauses a quote and, apart, the balance paid from (a failed quote says the quote failed, a short balance says the numbers); a shown quote is asked again every 15 s. Swap reads the allowance; where it is short the wallet shows the approval of exactly the amount (1 of 2), which must land; the swap is built and refused before the wallet when it gives less than the minimum shown (1 % slippage); then the swap's prompt (2 of 2, or 1 of 1), its landing and the result. Each failure names its step; a change of account starts over.",
    spec: 'SPEC §2 (Swap opened with swap arguments), §7 (convert tokens, quotes, allowance, build-approve, build-transaction), §8 (Network not supported for Swaps), §9 (slippage 1, swap chain ids)',
  },
  {
    machine: payMachine,
    systemId: 'pay',
    summary:
      "A payment a site asks for with foyer.pay({ network, asset, amount, recipient }) (the pay module's Pay view): the request is read by its namespace's rules (a CAIP-2 network the site has an adapter for, native or a CAIP-19 token of it, a decimal amount, a recipient that is an address there), then the token's decimals and symbol, the payer's balances and the most the fee can be are read over the site's own RPC before any wallet is asked; a shortfall ends it there with the numbers. Approve asks the wallet for exactly the transfer shown; it ends once the transaction landed and was read back as that transfer (another one is refused). Each request's outcome, the id or a payment error with a stable code, is kept for its promise; closing before the wallet is asked ends it as closed; one payment at a time.",
    spec: 'SPEC §2 (optional views: pay); issue 41 (Pay: a request paid over the site’s own RPC, resolved with the transaction id once landed, rejected with a named reason)',
  },
  {
    machine: nftGalleryMachine,
    systemId: 'nftGallery',
    summary:
      "The active account's NFTs for the Account view's NFTs tab (account data module, downloaded with the first NFTs tab): found in the collections the site lists, on an account change, on show once over 30 s old, and on request; a failed search keeps what was found and lets the visitor try again.",
    spec: 'SPEC §2 (Account tabs: Tokens, NFTs, Activity), §9 (portfolio cache 30 s); issue 17 (an NFT gallery with images, collection and token id)',
  },
  {
    machine: identityMachine,
    systemId: 'accountIdentity',
    summary:
      "The active account's name and avatar for the Account view (account data module, downloaded with the first Account view): looked up on EVM networks that are not testnets, current for 5 minutes; a failed lookup leaves the address.",
    spec: 'SPEC §7 (identity path), §9 (names on eip155, identity cache 5 min, avatar on chain 1 only)',
  },
  {
    machine: pairingMachine,
    systemId: 'pairing',
    summary:
      'The WalletConnect pairing of the ConnectingWalletConnect views: a URI for the QR code or the deep link, a fresh pairing when it counts as expired (230 s after it shows) or on refresh, late results of abandoned pairings ignored; an approved session connects each of its namespaces through its connection actor. Leaving the view cancels. A relay that gives no URI within 10 s is an error with a retry; a relay connection lost while the URI shows hides it ("reconnecting"): back within 3 s, the same URI shows again; back later, a fresh pairing.',
    spec: 'SPEC §2 (ConnectingWalletConnect), §4 (pairing lasts 4 min, expired with under 10 s left), §8 (Failed to connect), §9 (4 min, 10 s); issue 18 (relay outages)',
  },
  {
    machine: relayMachine,
    systemId: 'walletConnect.relay',
    summary:
      'The WalletConnect relay connection during a session: when it drops while a wallet is connected over WalletConnect, a toast says "Reconnecting to WalletConnect…", turns into an error after 10 s, and says "Reconnected" when the relay is back. Without such a session it says nothing (and never loads the toasts).',
    spec: 'Issue 18 (every wait has a way out: relay outages mid-session); SPEC §9 (10 s)',
  },
  {
    machine: walletListMachine,
    systemId: 'walletList',
    summary:
      'The AllWallets list: pages of the wallet directory for a search (debounced) and a certified-only filter, more pages on demand, each wallet once. A new query replaces the list and aborts the requests of the old one; a failed later page keeps the wallets loaded.',
    spec: 'SPEC §2 (AllWallets), §3 (Wallet), §7 (GET /getWallets: 40 a page, 100 searching), §9 (wallet page 40, search 100)',
  },
  {
    machine: recommendedWalletsMachine,
    systemId: 'recommendedWallets',
    summary:
      "The Connect view's featured and recommended directory wallets: loaded on the first open of the modal (never at start), once; a failure leaves the groups empty and the next open retries. Reports the groups to the root.",
    spec: 'SPEC §2 (connector groups featured, recommended), §7 (GET /getWallets: 4 recommended), §9 (recommended 4)',
  },
  {
    machine: snackMachine,
    systemId: 'snack',
    summary:
      'The snackbar at the bottom of the modal: one message (success, error or loading) at a time. A new message while one shows closes it and shows the new one 150 ms later; a message closes by itself after 3 s, except a loading one (or one shown with autoClose false).',
    spec: 'SPEC §3 (snack message), §4 (snack: re-open after 150 ms), §8 (snack messages), §9 (snack re-open 150 ms; 3 s)',
  },
  {
    machine: lazyActorMachine,
    systemId: 'toasts',
    summary:
      "An actor whose logic downloads when first needed (the toasts module runs one for the toaster, the wallet directory module one for the AllWallets list): the first event loads the logic with `import()`, events that arrive meanwhile wait in order, then the actor is spawned under its system id (`toaster`, `walletList`) with its input and receives them and every later event. A failed download keeps the waiting events and the next event tries again; xstate's own events are never forwarded.",
    spec: 'Issue 6 (optional parts load only on use); SPEC §4 (toasts)',
  },
  {
    machine: toasterMachine,
    systemId: 'toaster',
    summary:
      'The toasts at the bottom right of the page, one spawned `toast` actor each (loading, success, info, warning, error, default): newest on top, 3 visible and older ones hidden; expanded on hover or with Alt+T; every timer paused, keeping its time left, while expanded or while the page is hidden; auto-dismiss after 4000 ms (loading waits for an update; own duration, Infinity sticky), swipe-dismiss at 20 px or above 0.11 px/ms, 200 ms exit.',
    spec: 'SPEC §2 (toasts bottom-right, 3 at a time, Alt+T), §4 (toast states, auto-dismiss, pause, swipe), §9 (4000 ms, 356 px, 14 px gap, 3 visible, exit 200 ms)',
    spawns: { toast: 'showToast' },
  },
  {
    machine: multiWalletMachine,
    systemId: 'multiWallet',
    summary:
      "Multi-wallet (from the multi-wallet module): every namespace's connections with one active, kept in storage with the connector ids the visitor ended. Follows the connection actors (a connect, an added wallet, a switch, a hand-over, a disconnect) and gives each connection its status: connected (the active one), active (another one the site holds), disconnected (a recent one). Ending one connection keeps the others: the active one hands over to the next held one (it asks the connection actor to switch without a prompt, listens to how the switch went, then ends the replaced connection at its wallet, or disconnects the namespace if the switch did not happen, the modal left open), another one is ended at its wallet in the background.",
    spec: 'SPEC §3 (connections, disconnected connector ids), §4 (per-connection status), §6 (multi-wallet functions need the remote flag)',
    spawns: { endConnection: 'endAtWallet' },
  },
  {
    machine: analyticsMachine,
    systemId: 'analytics',
    summary:
      "Analytics: its collector follows Foyer's actors by system id (the modal opening and closing, connections made, network switches asked for, wallet searches, transfers, failed history reads, the account type chosen, social logins' steps) and every event is emitted to the site's listeners. Reports leave the page only when the site's analytics feature is on, the page is a browser without Global Privacy Control, and the project says it reports (asked with the first event, events meanwhile kept); each is one POST /e, error reports at most five a minute. A refusal or failure turns reporting off; a 403 raises 'Invalid App Configuration' and turns it off.",
    spec: 'SPEC §7 (analytics and error reports), §8 (analytics 403), §9 (error reports 5 per 60 s)',
  },
  {
    machine: siwxMachine,
    systemId: 'siwx',
    summary:
      "Sign-in with the wallet: follows the active account through the network actor and checks its sessions on its network; without one opens SIWXSignMessage. Signing (the site's nonce, the CAIP-122 message, the wallet's signature) saves the session, closes the modal and emits siwx.signedIn; a failure keeps the view with 'Signature declined' (or the smart-account message). Cancel: optional closes and is not asked again this page load; required returns to the last signed-in network when a session is still there, else disconnects. A storage failure disconnects and resets to Connect. Tells the modal while a required sign-in has no session (close lock); revokes sessions on disconnect when asked.",
    spec: 'SPEC §2 (close lock on the sign and approve views), §3 (sign-in session data), §4 (sign-in), §8 (sign-in errors)',
    spawns: { deleteSessions: 'signOut' },
  },
  {
    machine: solanaDiscoveryMachine,
    systemId: '(inside the Solana adapter)',
    summary:
      'Solana wallet discovery through the Wallet Standard: the registered wallets and the connectors they give (those with standard:connect and a Solana chain, each name once, in registration order). A registration adds a wallet once, an unregistration removes it and stops following it, a change (standard:events) reads it again. A wallet whose events cannot be followed is still listed.',
    spec: 'Issue 14 (Solana through the Wallet Standard); SPEC §3 (connectors, de-duplicated by id)',
  },
  {
    machine: cosmosConnectMachine,
    systemId: '(inside the Cosmos adapter, one per connect)',
    summary:
      "One Cosmos connect over every chain of the site: the wallet's chain list first, a chain it does not list suggested to it (one prompt each, only after the list, never from an error's words), one enable for every chain left, then each chain's key read and checked. A refused or failed suggestion or key leaves that chain out alone, with why (partial success); a refused enable, every chain. Each wallet request waits at most the request timeout, then is given up and its late answer ignored.",
    spec: 'Issue 40 (Cosmos: Keplr, Leap, Cosmostation; many chains at once with honest partial success)',
  },
  {
    machine: transactionApprovalMachine,
    systemId: 'transactionApproval',
    summary:
      "The transaction-approval module: a transaction a site asks the wallet to sign (a Bitcoin PSBT) shows first in words in the ApproveTransaction view (inputs and outputs with addresses and exact amounts, which inputs the wallet signs, the fee and fee rate); only the visitor's approval asks the wallet. Requests wait in order; declining or closing the modal ends one for its caller with a rejection, cancelling while the wallet is asked aborts its work (nothing is broadcast), and a failure stays on screen until closed. Once a request is done, every balance shown (account button, Account header, Tokens, Activity) is read again: when the transaction it sent has landed on its chain (an EVM receipt, a confirmed Solana signature; waited for beside the next requests, through the namespace's kit, 60 s at most, then read anyway), or at once when it sent none the modal can follow.",
    spec: 'SPEC §2 (ApproveTransaction; the close lock on the approve view); issue 15 (a PSBT a person can read before signing)',
    spawns: { waitUntilLanded: 'awaitLanding' },
  },
  {
    machine: frameMachine,
    systemId: 'frame',
    summary:
      "The embedded wallet's login frame: another origin's invisible page that holds the keys of email and social logins. Created lazily (at start only when an email login was used before); its ready message counts only from the frame's own window at the frame's exact origin, after which every message goes over a private MessagePort. Ready 500 ms after the handshake; not ready within 20 s is 'iframe_load_failed' (an alert, the frame leaves the page, the next login tries again); a reload takes the old frame out first; signing out waits for the frame 3 s at most.",
    spec: 'SPEC §3 (embedded login frame: lazy, ready + 500 ms), §7 (frame calls and replies), §8 (frame errors and alerts), §9 (frame timings); issue 16',
  },
  {
    machine: emailMachine,
    systemId: 'email',
    summary:
      "Email login through the embedded wallet: the visitor gives an address, the login frame sends a code (after a confirmation of this device when the frame asks for one), the visitor types it, and the embedded wallet's AUTH connector connects like any wallet. Asking for a code records the time: another within 30 s is refused with 'Please try again after N seconds'. Each request to the frame gets 120 s ('iframe_request_timeout'). Once connected the email-login-used flag is set (the next load brings the frame up at once) and the login time removed.",
    spec: 'SPEC §3 (email login: login time, flag, device verification), §5 (valid emails, 30 s throttle, long emails shortened), §9 (email cooldown, frame request timeout); issue 16',
  },
  {
    machine: emailUpdateMachine,
    systemId: 'emailUpdate',
    summary:
      "Moving the embedded wallet's login to another address: the login frame sends a code to the current address (VERIFY_PRIMARY_OTP), then one to the new address (VERIFY_SECONDARY_OTP); after both, the new address is stored and the email login told. A wrong code comes back to its field with the frame's words; each request to the frame gets 120 s.",
    spec: 'SPEC §3 (email update: primary then secondary OTP), §2 (UpdateEmailWallet), §9 (frame request timeout); issue 16',
  },
  {
    machine: socialMachine,
    systemId: 'social',
    summary:
      "Social login through the embedded wallet: the popup (600 × 800, opened blank in the visitor's click) goes to the provider's page the login frame names; the provider's login ends on the secure site's page, whose result is accepted only from the popup's window at that site's origin; the frame verifies it and the AUTH connector connects. The popup is checked every second: closed early is 'Popup closed'; no page from the frame, or a blocked popup, is 'Failed to initiate social connection'; 120 s per frame request. Emits SPEC §7's social STARTED, REQUEST_USER_DATA, SUCCESS and ERROR; stores the provider and the username (Discord's trailing 0 dropped).",
    spec: 'SPEC §3 (social login: popup polled every second, Popup closed), §5 (Discord usernames), §7 (secure-site result message, social events), §8 (social errors), §9 (popup poll, frame request timeout); issue 16',
  },
  {
    machine: accountTypeMachine,
    systemId: 'accountType',
    summary:
      "The embedded wallet's EVM account type: which of the login's accounts the site uses, its key's own (eoa) or the smart account the key owns. Once the wallet connected, the frame is asked once on which chains the login has a smart account (stored too); the visitor may then move from the key's own account to the smart account where the network has one (SET_PREFERRED_ACCOUNT), and the choice is stored for the namespace, so the next visit asks the frame for the same account. A failed switch keeps the account and says why.",
    spec: 'SPEC §3 (account types; eoa and smartAccount, smartAccount the EVM default), §4 (smart-account switch only where the network supports it and from eoa), §6 (preferred account types and smart-account-enabled networks in storage), §7 (GET_SMART_ACCOUNT_ENABLED_NETWORKS, SET_PREFERRED_ACCOUNT, SET_PREFERRED_ACCOUNT_TYPE); issue 16',
  },
  {
    machine: farcasterMachine,
    systemId: 'farcaster',
    summary:
      "Farcaster login through the embedded wallet: the login frame names a sign-in address (GET_FARCASTER_URI), shown as a QR code in the ConnectingFarcaster view; the frame then waits for the visitor's approval in their Farcaster app (CONNECT_FARCASTER) and the AUTH connector connects. 120 s to name the address, 5 minutes to approve ('Failed to connect to farcaster', Try again asks for a new one). Leaving the view before the login ended (Back, Cancel, a new start; closing the modal alone leaves the login waiting for the phone) drops the address and reloads the login frame. Emits the social events for the provider farcaster; stores the provider and the username.",
    spec: 'SPEC §2 (ConnectingFarcaster, its back rule), §3 (Farcaster shows a dedicated view with a URL), §7 (GET_FARCASTER_URI, CONNECT_FARCASTER, social events), §8 (Failed to connect to farcaster); issue 16',
  },
]

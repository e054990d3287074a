import { assertEvent, assign, emit, enqueueActions, setup, stopChild } from 'xstate'
import { isSameAccount } from '../../account-data/active-account.js'
import type { RegisteredName } from '../../api/blockchain/blockchain-api.types.js'
import { getSystemActor } from '../../system/system.js'
import { selectOpenView } from '../modal/modal.selectors.js'
import { waitUntilLandedActor } from '../transaction-approval/transaction-approval.actors.js'
import { balanceReadersOf } from '../transaction-approval/transaction-landed.js'
import {
  prepareTransferActor,
  resolveNameActor,
  sendTransferActor,
  watchSendAccountActor,
} from './send.actors.js'
import { SEND_QUOTE_PAUSE_MS } from './send.constants.js'
import {
  addressForNetwork,
  coversCost,
  editedBy,
  isNameToResolve,
  probeOf,
  startOverFor,
  transferOf,
} from './send.form.js'
import {
  formatAmount,
  maxSendable,
  NAME_LOOKUP_FAILED,
  sendErrorText,
  shortfallOf,
  shortfallProblem,
} from './send.rules.js'
import type { SendContext, SendEmitted, SendEvent, SendInput } from './send.types.js'

/**
 * The Send form (systemId `send`; the Send view). The visitor picks a token, types an amount (or
 * presses Max) and a receiver; once typing pauses and all three are valid, the account's adapter
 * reads the balances and the most the network fee can be, from the chain. What the balances do not
 * cover is said then, with the numbers, before any wallet is asked; Max leaves exactly that fee for a
 * coin. Send asks the wallet through the connection, with the fee terms quoted, emits
 * `send.initiated` and `send.succeeded`, goes back to the Account view, and reads balances again once
 * the transaction landed. A refusal or failure says why in words, and nothing typed is lost. A change
 * of account or network starts over (another namespace: an empty form).
 *
 * @example
 * const send = createActor(sendMachine).start()
 * send.send({ type: 'SEND.SET_TOKEN', token: { symbol: 'ETH', name: 'Ether', decimals: 18 } })
 */
export const sendMachine = setup({
  types: {
    context: {} as SendContext,
    events: {} as SendEvent,
    emitted: {} as SendEmitted,
    input: {} as SendInput,
  },
  actors: {
    watchAccount: watchSendAccountActor,
    prepareTransfer: prepareTransferActor,
    sendTransfer: sendTransferActor,
    resolveName: resolveNameActor,
    waitUntilLanded: waitUntilLandedActor,
  },
  delays: { sendQuotePause: SEND_QUOTE_PAUSE_MS },
  guards: {
    isQuotable: ({ context }) => transferOf(context) !== undefined,
    isQuotableAfterEdit: ({ context, event }) => transferOf(editedBy(context, event)) !== undefined,
    isQuotableAfterStartOver: ({ context, event }) => {
      assertEvent(event, 'SEND.ACCOUNT_CHANGED')
      return transferOf(startOverFor(context, event.account)) !== undefined
    },
    isNameAfterEdit: ({ context, event }) => isNameToResolve(editedBy(context, event)),
    hasNameToResolve: ({ context }) => isNameToResolve(context),
    isNameAfterStartOver: ({ context, event }) => {
      assertEvent(event, 'SEND.ACCOUNT_CHANGED')
      return isNameToResolve(startOverFor(context, event.account))
    },
    canProbe: ({ context }) => probeOf(context) !== undefined,
    coversCost: ({ context }) => coversCost(context),
    isSameAccount: ({ context, event }) => {
      assertEvent(event, 'SEND.ACCOUNT_CHANGED')
      return isSameAccount(context.account, event.account)
    },
    accountMoved: ({ context }) =>
      context.quote !== undefined &&
      (context.account?.address !== context.quote.from ||
        context.account.network.caipNetworkId !== context.quote.caipNetworkId),
  },
  actions: {
    edit: assign(({ context, event }) => ({
      ...editedBy(context, event),
      quote: undefined,
      error: undefined,
    })),
    startOver: assign(({ context, event }) => {
      assertEvent(event, 'SEND.ACCOUNT_CHANGED')
      return startOverFor(context, event.account)
    }),
    followAccount: assign(({ event }) => {
      assertEvent(event, 'SEND.ACCOUNT_CHANGED')
      return { account: event.account }
    }),
    // The sending state's account changed meanwhile: the form starts over for the one now active.
    startOverForCurrent: assign(({ context }) => startOverFor(context, context.account)),
    forgetQuote: assign({ quote: undefined, error: undefined }),
    // Not marked as looked up: the next edit asks again.
    setNameLookupFailed: assign({ error: NAME_LOOKUP_FAILED }),
    // The name's address on the account's network, or none (the view says so).
    // The name's picture only beside an address for this network: a name that pays no one here has none.
    setResolved: assign(({ context }, params: { found: RegisteredName | undefined }) => {
      const name = context.receiver.trim().toLowerCase()
      const address = params.found && addressForNetwork(context, params.found.addresses)
      const avatar = address ? params.found?.avatar : undefined
      return { resolved: { name, address, ...(avatar ? { avatar } : {}) }, error: undefined }
    }),
    clearError: assign({ error: undefined }),
    setQuote: assign((_, params: { quote: SendContext['quote'] }) => ({ quote: params.quote })),
    setError: assign((_, params: { error: unknown }) => ({ error: sendErrorText(params.error) })),
    // Max: the probe's balance (less its fee, for the coin) into the field, exactly; a coin whose
    // balance does not cover the fee says so, and a token held at nothing says that (as data, which a
    // UI says in its visitor's language).
    fillMax: assign(({ context }, params: { probe: NonNullable<SendContext['quote']> }) => {
      const { probe } = params
      const native = !probe.token
      const max = maxSendable({ balance: probe.balance, fee: probe.fee, native })
      const decimals = context.token?.decimals ?? 0
      if (max > 0n) return { amount: formatAmount(max, decimals) }
      // A token the account holds none of: nothing to fill in, and said so plainly.
      if (!native)
        return {
          amount: formatAmount(0n, decimals),
          error: { kind: 'noneHeld' as const, symbol: probe.symbol },
        }
      const lacking = shortfallOf({ ...probe, native, amount: 0n }) ?? {
        lacking: 'amount' as const,
        needed: 1n,
        available: 0n,
      }
      const nativeDecimals = context.account?.network.nativeCurrency.decimals ?? decimals
      return {
        amount: formatAmount(0n, decimals),
        error: shortfallProblem(native ? { ...lacking, lacking: 'fee' } : lacking, {
          symbol: probe.symbol,
          decimals,
          nativeSymbol: context.account?.network.nativeCurrency.symbol ?? probe.symbol,
          nativeDecimals,
          native,
        }),
      }
    }),
    announceInitiated: emit(({ context }) => {
      if (!context.quote) throw new Error('send: initiated without a quote')
      return { type: 'send.initiated' as const, transfer: context.quote }
    }),
    announceSent: emit(({ context }, params: { id: string }) => {
      if (!context.quote) throw new Error('send: sent without a quote')
      return { type: 'send.succeeded' as const, transfer: context.quote, id: params.id }
    }),
    // Balances change when the transaction lands, not when the wallet answers: waited for in a child,
    // then every balance the modal shows is read again (as after an approved transaction).
    awaitLanding: enqueueActions(({ context, enqueue }, params: { id: string }) => {
      if (!context.quote) return
      enqueue.spawnChild('waitUntilLanded', {
        id: `landing.${params.id}`,
        input: { caipNetworkId: context.quote.caipNetworkId, id: params.id },
      })
    }),
    readBalancesAgain: enqueueActions(({ system, enqueue }) => {
      for (const { actor, event } of balanceReadersOf(system)) enqueue.sendTo(actor, event)
    }),
    forgetLanding: stopChild(({ event }) => event.type.replace(/^xstate\.(done|error)\.actor\./, '')),
    // SPEC §4: a send returns to the Account view once the wallet sent it (the form was pushed on it).
    returnToAccount: enqueueActions(({ system, enqueue }) => {
      const modal = getSystemActor(system, 'modal')
      const router = getSystemActor(system, 'router')
      if (modal && router && selectOpenView(modal.getSnapshot()) === 'Send')
        enqueue.sendTo(router, { type: 'ROUTER.REPLACE', view: { name: 'Account' } })
    }),
    // SPEC §4's form reset: nothing typed, the account's coin picked.
    resetForm: assign(({ context }) =>
      startOverFor({ ...context, amount: '', receiver: '' }, context.account),
    ),
  },
}).createMachine({
  id: 'send',
  context: ({ input }) => ({
    resolveName: input.resolveName,
    priceOf: input.priceOf,
    account: undefined,
    token: undefined,
    amount: '',
    receiver: '',
    resolved: undefined,
    quote: undefined,
    error: undefined,
  }),
  invoke: { src: 'watchAccount', id: 'watchAccount' },
  on: {
    'xstate.done.actor.landing.*': { actions: ['readBalancesAgain', 'forgetLanding'] },
    'xstate.error.actor.landing.*': { actions: ['readBalancesAgain', 'forgetLanding'] },
  },
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'SEND.SET_TOKEN': [
          { guard: 'isQuotableAfterEdit', target: '.pausing', actions: 'edit' },
          { guard: 'isNameAfterEdit', target: '.naming', actions: 'edit' },
          { target: '.idle', actions: 'edit' },
        ],
        'SEND.SET_AMOUNT': [
          { guard: 'isQuotableAfterEdit', target: '.pausing', actions: 'edit' },
          { guard: 'isNameAfterEdit', target: '.naming', actions: 'edit' },
          { target: '.idle', actions: 'edit' },
        ],
        'SEND.SET_RECEIVER': [
          { guard: 'isQuotableAfterEdit', target: '.pausing', actions: 'edit' },
          { guard: 'isNameAfterEdit', target: '.naming', actions: 'edit' },
          { target: '.idle', actions: 'edit' },
        ],
        'SEND.MAX': { guard: 'canProbe', target: '.probing', actions: 'forgetQuote' },
        'SEND.ACCOUNT_CHANGED': [
          { guard: 'isSameAccount', actions: 'followAccount' },
          { guard: 'isQuotableAfterStartOver', target: '.pausing', actions: 'startOver' },
          { guard: 'isNameAfterStartOver', target: '.naming', actions: 'startOver' },
          { target: '.idle', actions: 'startOver' },
        ],
        'SEND.RESET': { target: '.idle', actions: 'resetForm' },
      },
      states: {
        /** The form lacks something to quote: a token, a readable amount or a valid receiver. */
        idle: {},
        /** Typing: the quote waits until it pauses. */
        pausing: { after: { sendQuotePause: 'quoting' } },
        /** A name typed as the receiver: it is looked up once typing pauses. */
        naming: { after: { sendQuotePause: 'resolving' } },
        /** The name is looked up; its address on the account's network becomes the receiver. */
        resolving: {
          invoke: {
            src: 'resolveName',
            id: 'resolveName',
            input: ({ context }) => {
              // Entered only for a name the form can look up (the guards above): an account is active.
              if (!context.account) throw new Error('send: looking a name up without an account')
              return {
                resolveName: context.resolveName,
                name: context.receiver.trim().toLowerCase(),
                account: context.account,
              }
            },
            onDone: {
              target: 'filled',
              actions: { type: 'setResolved', params: ({ event }) => ({ found: event.output }) },
            },
            onError: {
              target: 'idle',
              // SPEC §8's words for a failed lookup (the service's reason is for developers).
              actions: 'setNameLookupFailed',
            },
          },
        },
        /** The chain is asked for the balances and the fee of exactly what the form holds. */
        quoting: {
          invoke: {
            src: 'prepareTransfer',
            id: 'prepareTransfer',
            input: ({ context }) => {
              const transfer = transferOf(context)
              // Entered only when the form is quotable (the guards above); its account is set then.
              if (!transfer || !context.account) throw new Error('send: quoting an incomplete form')
              // A token the token list prices needs no price read.
              const priceOf = context.token?.price === undefined ? context.priceOf : undefined
              return { account: context.account, transfer, priceOf }
            },
            onDone: {
              target: 'quoted',
              actions: { type: 'setQuote', params: ({ event }) => ({ quote: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** Max: the balance and fee of a transfer of nothing, to fill in the most that can be sent. */
        probing: {
          invoke: {
            src: 'prepareTransfer',
            id: 'probeTransfer',
            input: ({ context }) => {
              const probe = probeOf(context)
              if (!probe || !context.account) throw new Error('send: Max without a token')
              return { account: context.account, transfer: probe }
            },
            onDone: {
              target: 'filled',
              actions: { type: 'fillMax', params: ({ event }) => ({ probe: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        filled: {
          always: [
            { guard: 'isQuotable', target: 'quoting' },
            { guard: 'hasNameToResolve', target: 'naming' },
            { target: 'idle' },
          ],
        },
        /** The fee and balances are known for what the form holds; Send asks the wallet if they cover it. */
        quoted: {
          on: {
            'SEND.SUBMIT': {
              guard: 'coversCost',
              target: '#send.sending',
              actions: ['clearError', 'announceInitiated'],
            },
          },
        },
      },
    },
    /** The wallet is asked (SPEC §4's transaction state); it answers with the transaction's id. */
    sending: {
      tags: 'awaitingWallet',
      on: { 'SEND.ACCOUNT_CHANGED': { actions: 'followAccount' } },
      invoke: {
        src: 'sendTransfer',
        id: 'sendTransfer',
        input: ({ context }) => {
          if (!context.quote || !context.account) throw new Error('send: sending without a quote')
          return { account: context.account, prepared: context.quote }
        },
        onDone: {
          target: 'editing.idle',
          actions: [
            { type: 'announceSent', params: ({ event }) => ({ id: event.output }) },
            { type: 'awaitLanding', params: ({ event }) => ({ id: event.output }) },
            'returnToAccount',
            'resetForm',
          ],
        },
        onError: [
          {
            guard: 'accountMoved',
            target: 'editing.idle',
            actions: [
              'startOverForCurrent',
              { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          // The same form, quoted again (fees move): the visitor may send again or change it.
          {
            target: 'editing.pausing',
            actions: ['forgetQuote', { type: 'setError', params: ({ event }) => ({ error: event.error }) }],
          },
        ],
      },
    },
  },
})

import { assign, emit, setup } from 'xstate'
import { systemSender } from '../../system/system.js'
import { registerNameActor, signRegistrationActor, suggestNamesActor } from './name-registration.actors.js'
import { NAME_SUGGESTION_DEBOUNCE_MS } from './name-registration.constants.js'
import {
  isValidNameLabel,
  nameZone,
  normalizeNameLabel,
  registrationErrorText,
  registrationMessage,
  suggestionsErrorText,
} from './name-registration.rules.js'
import type {
  NameRegistrationContext,
  NameRegistrationEvent,
  NameRegistrationInput,
} from './name-registration.types.js'

const toSystem = systemSender<NameRegistrationContext, NameRegistrationEvent>()

/** The label an event carries: the one typed or chosen, normalised (trimmed, lowercase) as it is registered. */
const labelOf = (event: NameRegistrationEvent) =>
  event.type === 'NAMES.TYPE' || event.type === 'NAMES.CHOOSE' ? normalizeNameLabel(event.label) : ''

/**
 * Registering a name for the account (systemId `nameRegistration`; the RegisterAccountName views).
 * The visitor types a label: once typing pauses, names like it are suggested from the current zone,
 * each marked taken or free. Registering a valid label (at least 4 letters, digits or hyphens) has the
 * embedded-wallet account sign a message naming it and the time, then the name service registers
 * it; the success view shows the name and the machine emits `names.registered`. A refused signature
 * or registration goes back to the field with SPEC §8's text (the service's reason when it gives
 * one); the label stays, so nothing typed is lost.
 *
 * @example
 * const names = createActor(nameRegistrationMachine, { input: { registry, suffix: '.reown.id', now: Date.now } }).start()
 * names.send({ type: 'NAMES.TYPE', label: 'satoshi' })
 */
export const nameRegistrationMachine = setup({
  types: {
    context: {} as NameRegistrationContext,
    events: {} as NameRegistrationEvent,
    input: {} as NameRegistrationInput,
    emitted: {} as { type: 'names.registered'; name: string; address: string },
  },
  actors: {
    suggestNames: suggestNamesActor,
    signRegistration: signRegistrationActor,
    registerName: registerNameActor,
  },
  delays: { nameSuggestionDebounce: NAME_SUGGESTION_DEBOUNCE_MS },
  guards: {
    isValidLabel: ({ event }) => isValidNameLabel(labelOf(event)),
    hasValidLabel: ({ context }) => isValidNameLabel(context.label),
  },
  actions: {
    setLabel: assign({ label: ({ event }) => labelOf(event), suggestions: undefined, error: undefined }),
    clearError: assign({ error: undefined }),
    setSuggestions: assign((_, params: { suggestions: NameRegistrationContext['suggestions'] }) => ({
      suggestions: params.suggestions,
    })),
    setSuggestionsError: assign((_, params: { error: unknown }) => ({
      error: suggestionsErrorText(params.error),
    })),
    setRegistrationError: assign(({ context }, params: { error: unknown }) => ({
      error: registrationErrorText(`${context.label}${context.suffix}`, params.error),
      signed: undefined,
    })),
    setSigned: assign((_, params: { signed: NameRegistrationContext['signed'] }) => ({
      signed: params.signed,
    })),
    setRegistered: assign(({ context }) => ({ registered: `${context.label}${context.suffix}` })),
    reset: assign({
      label: '',
      suggestions: undefined,
      error: undefined,
      signed: undefined,
      registered: undefined,
    }),
    announce: emit((_, params: { name: string; address: string }) => ({
      type: 'names.registered' as const,
      ...params,
    })),
    // The account data module's identity (when the site has it) shows the name at once.
    tellIdentity: toSystem('identity')(({ context }) =>
      context.registered && context.signed
        ? { type: 'IDENTITY.NAMED', address: context.signed.address, name: context.registered }
        : undefined,
    ),
    showSuccess: toSystem('router')(({ context }) =>
      context.registered
        ? {
            type: 'ROUTER.REPLACE',
            view: { name: 'RegisterAccountNameSuccess', params: { name: context.registered } },
          }
        : undefined,
    ),
  },
}).createMachine({
  id: 'nameRegistration',
  context: ({ input }) => ({
    ...input,
    label: '',
    suggestions: undefined,
    error: undefined,
    signed: undefined,
    registered: undefined,
  }),
  initial: 'editing',
  states: {
    /** The field: what is typed, the suggestions for it, and why the last attempt failed. */
    editing: {
      initial: 'idle',
      on: {
        'NAMES.TYPE': [
          { guard: 'isValidLabel', target: '.waiting', actions: 'setLabel' },
          { target: '.idle', actions: 'setLabel' },
        ],
        'NAMES.SUBMIT': { guard: 'hasValidLabel', target: 'signing', actions: 'clearError' },
        'NAMES.CHOOSE': { guard: 'isValidLabel', target: 'signing', actions: 'setLabel' },
        'NAMES.RESET': { target: '.idle', actions: 'reset' },
      },
      states: {
        idle: {},
        /** Typing: suggestions wait until it pauses. */
        waiting: { after: { nameSuggestionDebounce: 'suggesting' } },
        suggesting: {
          invoke: {
            src: 'suggestNames',
            id: 'suggestNames',
            input: ({ context }) => ({
              registry: context.registry,
              label: context.label,
              zone: nameZone(context.suffix),
            }),
            onDone: {
              target: 'idle',
              actions: { type: 'setSuggestions', params: ({ event }) => ({ suggestions: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'setSuggestionsError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    /** The account signs the message naming the name and the time. */
    signing: {
      invoke: {
        src: 'signRegistration',
        id: 'signRegistration',
        input: ({ context }) => ({
          message: registrationMessage(`${context.label}${context.suffix}`, context.now()),
        }),
        onDone: {
          target: 'registering',
          actions: { type: 'setSigned', params: ({ event }) => ({ signed: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'setRegistrationError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'NAMES.RESET': { target: 'editing', actions: 'reset' } },
    },
    /** The name service registers what was signed. */
    registering: {
      invoke: {
        src: 'registerName',
        id: 'registerName',
        input: ({ context }) => {
          // `registering` is entered only once signed (the signing state's answer).
          if (!context.signed) throw new Error('nameRegistration: registering what was not signed')
          return { registry: context.registry, signed: context.signed }
        },
        onDone: {
          target: 'registered',
          actions: [
            'setRegistered',
            {
              type: 'announce',
              params: ({ context }) => ({
                name: `${context.label}${context.suffix}`,
                address: context.signed?.address ?? '',
              }),
            },
            'tellIdentity',
            'showSuccess',
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'setRegistrationError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'NAMES.RESET': { target: 'editing', actions: 'reset' } },
    },
    /** Registered: the success view shows the name. Another registration starts from an empty field. */
    registered: {
      on: { 'NAMES.RESET': { target: 'editing', actions: 'reset' } },
    },
  },
})

export {
  registerNameActor,
  signRegistrationActor,
  suggestNamesActor,
} from './name-registration.actors.js'
export { nameRegistrationMachine } from './name-registration.machine.js'
export {
  isValidNameLabel,
  nameLabel,
  nameSuffixes,
  nameZone,
  offersNameRegistration,
  registrationErrorText,
  registrationMessage,
  suggestionsErrorText,
} from './name-registration.rules.js'
export { selectRegisterNameView } from './name-registration.selectors.js'
export type {
  NameRegistrationActor,
  NameRegistrationContext,
  NameRegistrationEvent,
  NameRegistrationInput,
  NameRegistrationSnapshot,
  NameRegistry,
  SignedRegistration,
} from './name-registration.types.js'
export type { NameSuggestionRow, RegisterNameViewModel } from './name-registration.views.js'

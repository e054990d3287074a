export { emailMachine } from './email.machine.js'
export { displayEmail, EMAIL_COOLDOWN_MS, isValidEmail, secondsUntilNextCode } from './email.rules.js'
export {
  type EmailLoginViewModel,
  type EmailSnapshot,
  selectEmailLoginView,
  selectLoginEmail,
} from './email.selectors.js'
export type * from './email.types.js'

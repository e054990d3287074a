export { emailUpdateMachine } from './email-update.machine.js'
export {
  type EmailUpdateSnapshot,
  selectUpdateEmailView,
  type UpdateEmailViewModel,
} from './email-update.selectors.js'
export type * from './email-update.types.js'

export { socialMachine } from './social.machine.js'
export {
  offeredSocials,
  socialResultOf,
  socialUsername,
  type TelegramClient,
  telegramClientOf,
} from './social.rules.js'
export { type SocialLoginViewModel, type SocialSnapshot, selectSocialLoginView } from './social.selectors.js'
export type * from './social.types.js'

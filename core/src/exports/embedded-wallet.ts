// @foyer/core/embedded-wallet: email and social login through an embedded wallet's login frame. Its own entry
// point, so a site without email login never loads it.
export { embeddedMethodKind, isEmbeddedAnswerWellFormed } from '../chains/eip155/embedded/embedded-methods.js'
export {
  type EmbeddedAccountType,
  type EmbeddedWalletLink,
  frameEip1193Provider,
} from '../chains/eip155/embedded/frame-provider.js'
export {
  evmRequestPreview,
  type PreviewNetwork,
  readableMessage,
} from '../chains/eip155/embedded/request-preview.js'
export { isAllowedAncestorOrigin } from '../embedded/ancestor-origins.js'
export {
  type FrameCallName,
  type FramePayload,
  type FrameResult,
  type FrameUser,
  frameCalls,
  isFrameCallName,
  isFrameUser,
} from '../embedded/frame-calls.js'
export {
  type FrameChannel,
  type FrameHandshakeOptions,
  openFrameChannel,
} from '../embedded/frame-channel.js'
export {
  APP_CONNECT_PORT,
  APP_EVENT_PREFIX,
  FRAME_EVENT_PREFIX,
  FRAME_READY,
  FRAME_UNVERIFIED_DOMAIN,
  type FrameReply,
  type FrameRequest,
  readFrameReply,
} from '../embedded/frame-wire.js'
export { type MountLoginFrameOptions, mountLoginFrame } from '../embedded/mount-login-frame.js'
export {
  type AccountTypeActor,
  type AccountTypeContext,
  type AccountTypeEmitted,
  type AccountTypeEvent,
  type AccountTypeInput,
  type AccountTypeSnapshot,
  type AccountTypeViewModel,
  accountTypeMachine,
  canSwitchToSmartAccount,
  selectAccountTypeView,
} from '../machines/account-type/index.js'
export {
  displayEmail,
  EMAIL_COOLDOWN_MS,
  type EmailActor,
  type EmailContext,
  type EmailEmitted,
  type EmailEvent,
  type EmailInput,
  type EmailLoginViewModel,
  type EmailSnapshot,
  emailMachine,
  isValidEmail,
  secondsUntilNextCode,
  selectEmailLoginView,
  selectLoginEmail,
} from '../machines/email/index.js'
export {
  type EmailUpdateActor,
  type EmailUpdateContext,
  type EmailUpdateEmitted,
  type EmailUpdateEvent,
  type EmailUpdateInput,
  type EmailUpdateSnapshot,
  emailUpdateMachine,
  selectUpdateEmailView,
  type UpdateEmailViewModel,
} from '../machines/email-update/index.js'
export {
  FARCASTER_APPROVAL_TIMEOUT_MS,
  type FarcasterActor,
  type FarcasterContext,
  type FarcasterEmitted,
  type FarcasterEvent,
  type FarcasterInput,
  type FarcasterLoginViewModel,
  type FarcasterSnapshot,
  farcasterMachine,
  selectFarcasterLoginView,
} from '../machines/farcaster/index.js'
export { readyFrameChannel } from '../machines/frame/frame.ready.js'
export {
  alertOfFailure,
  type FrameActor,
  type FrameContext,
  type FrameEmitted,
  type FrameEvent,
  type FrameFailure,
  type FrameInput,
  type FrameSnapshot,
  type FrameStatus,
  frameMachine,
  selectFrameChannel,
  selectFrameFailureMessage,
  selectFrameStatus,
} from '../machines/frame/index.js'
export {
  offeredSocials,
  type SocialActor,
  type SocialContext,
  type SocialEmitted,
  type SocialEvent,
  type SocialInput,
  type SocialLoginViewModel,
  type SocialPopup,
  type SocialSnapshot,
  selectSocialLoginView,
  socialMachine,
  socialResultOf,
  socialUsername,
  type TelegramClient,
  telegramClientOf,
} from '../machines/social/index.js'
export {
  browserTelegramClient,
  openSocialPopup,
  SOCIAL_POPUP_SIZE,
  socialPopupFeatures,
} from '../machines/social/social-popup.js'
export {
  AUTH_CONNECTOR_ID,
  type EmbeddedWalletActions,
  type EmbeddedWalletOptions,
  embeddedWallet,
} from '../modules/embedded-wallet/index.js'

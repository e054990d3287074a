// The public API of @foyer/react. Named exports only; nothing here touches `window` or `document` at
// import time, so server-rendered sites can import it.
export { AccountButton, type AccountButtonProps } from '../components/AccountButton.js'
export { ConnectButton, type ConnectButtonProps } from '../components/ConnectButton.js'
export { NetworkButton } from '../components/NetworkButton.js'
export { Snackbar } from '../components/Snackbar/Snackbar.js'
export { Toaster } from '../components/Toaster/Toaster.js'
export {
  DeferredFoyerProvider,
  type DeferredFoyerProviderProps,
} from '../context/DeferredFoyerProvider.js'
export { FoyerProvider, type FoyerProviderProps, useFoyer } from '../context/FoyerProvider.js'
export { FoyerModal, type FoyerModalProps } from '../FoyerModal.js'
export {
  type UseActivityResult,
  type UseAlertResult,
  type UseModalResult,
  type UseNameRegistrationResult,
  type UseNftsResult,
  type UseRouterResult,
  type UseSnackResult,
  type UseThemeResult,
  type UseToasterResult,
  type UseTokensResult,
  useAccountView,
  useActivity,
  useAlert,
  useConnectingView,
  useConnectView,
  useMissingNetworks,
  useModal,
  useNameRegistration,
  useNetworksView,
  useNfts,
  useRouter,
  useSnack,
  useSnackActor,
  useSwitchActiveChainView,
  useSwitchNetworkView,
  useTheme,
  useToaster,
  useToasterActor,
  useTokens,
} from '../hooks/index.js'
export type { Dictionary, MessageKey, MessageParams, Messages } from '../i18n/dictionary.js'
export { loadFoyerLocale } from '../i18n/load-locale.js'
export { type FoyerLocale, foyerLocales, matchLocale } from '../i18n/locales.js'
export { type I18n, useI18n } from '../i18n/use-i18n.js'
export { preloadFoyerModal } from '../modal-frame-loader.js'
export { FoyerStyles, foyerCss } from '../theme/FoyerStyles.js'
export { lazyView, type ViewComponent, type ViewProps, viewComponents, viewTitles } from '../views/index.js'

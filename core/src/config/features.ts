import type { Alert } from '../errors/alerts.js'

/**
 * Social login providers of the embedded auth wallet (SPEC §1), in the remote-default order.
 *
 * @example
 * socialProviders.includes('github') // true
 */
export const socialProviders = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

/**
 * A social login provider.
 *
 * @example
 * const provider: SocialProvider = 'farcaster'
 */
export type SocialProvider = (typeof socialProviders)[number]

/**
 * Swap providers Foyer knows (SPEC §9).
 *
 * @example
 * swapProviders[0] // '1inch'
 */
export const swapProviders = ['1inch'] as const

/**
 * A swap provider.
 *
 * @example
 * const provider: SwapProvider = '1inch'
 */
export type SwapProvider = (typeof swapProviders)[number]

/**
 * Onramp providers Foyer knows (SPEC §9).
 *
 * @example
 * onrampProviders.includes('coinbase') // true
 */
export const onrampProviders = ['meld', 'coinbase'] as const

/**
 * An onramp (buy crypto) provider.
 *
 * @example
 * const provider: OnrampProvider = 'meld'
 */
export type OnrampProvider = (typeof onrampProviders)[number]

/**
 * A wallet feature button of the Account view, as ordered by `walletFeaturesOrder`.
 *
 * @example
 * const order: WalletFeature[] = ['send', 'receive', 'swaps', 'onramp']
 */
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'

/**
 * The flags the project dashboard controls (SPEC §3 feature flags). A provider list or `false`
 * for the features that come with providers.
 *
 * @example
 * const remote: RemoteFeatures = { ...defaultRemoteFeatures, swaps: false }
 */
export type RemoteFeatures = {
  email: boolean
  socials: readonly SocialProvider[] | false
  swaps: readonly SwapProvider[] | false
  onramp: readonly OnrampProvider[] | false
  activity: boolean
  reownBranding: boolean
  multiWallet: boolean
}

/**
 * The settings only the site controls (SPEC §9 local defaults); remote config never touches them.
 *
 * @example
 * const local: LocalFeatures = { ...defaultLocalFeatures, legalCheckbox: true }
 */
export type LocalFeatures = {
  receive: boolean
  send: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  walletFeaturesOrder: readonly WalletFeature[]
}

/**
 * The resolved feature set the machines and the UI read.
 *
 * @example
 * if (features.socials) showSocials(features.socials)
 */
export type Features = RemoteFeatures & LocalFeatures

/**
 * What a site passes as `features`. Provider features also take `true` (the default providers).
 *
 * @example
 * const options: FeaturesOptions = { email: false, swaps: true, legalCheckbox: true }
 */
export type FeaturesOptions = Partial<LocalFeatures> & {
  email?: boolean | undefined
  socials?: readonly SocialProvider[] | boolean | undefined
  swaps?: readonly SwapProvider[] | boolean | undefined
  onramp?: readonly OnrampProvider[] | boolean | undefined
  activity?: boolean | undefined
  reownBranding?: boolean | undefined
  multiWallet?: boolean | undefined
}

/**
 * The keys of {@link RemoteFeatures}, in SPEC §3 order.
 *
 * @example
 * for (const key of remoteFeatureKeys) console.log(key, features[key])
 */
export const remoteFeatureKeys = [
  'email',
  'socials',
  'swaps',
  'onramp',
  'activity',
  'reownBranding',
  'multiWallet',
] as const satisfies readonly (keyof RemoteFeatures)[]

/**
 * Remote feature defaults (SPEC §9), used for flags neither the dashboard nor the site set.
 * `reownBranding` is not in SPEC §9; it defaults to on as in the reference product.
 *
 * @example
 * defaultRemoteFeatures.onramp // ['meld', 'coinbase']
 */
export const defaultRemoteFeatures: Readonly<RemoteFeatures> = Object.freeze({
  email: true,
  socials: socialProviders,
  swaps: swapProviders,
  onramp: onrampProviders,
  activity: true,
  reownBranding: true,
  multiWallet: false,
})

/**
 * The remote flags in basic mode (no project id): every remote feature is off (SPEC §6).
 *
 * @example
 * resolveFeatures({ basic: true }).features.email // false
 */
export const basicRemoteFeatures: Readonly<RemoteFeatures> = Object.freeze({
  email: false,
  socials: false,
  swaps: false,
  onramp: false,
  activity: false,
  reownBranding: false,
  multiWallet: false,
})

/**
 * Local setting defaults (SPEC §9).
 *
 * @example
 * defaultLocalFeatures.walletFeaturesOrder // ['onramp', 'swaps', 'receive', 'send']
 */
export const defaultLocalFeatures: Readonly<LocalFeatures> = Object.freeze({
  receive: true,
  send: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  walletFeaturesOrder: Object.freeze(['onramp', 'swaps', 'receive', 'send'] as const),
})

/**
 * The outcome of fetching the remote project config: `loaded` with the flags the dashboard set
 * (absent flags were not set there), `failed` with the reason, or `skipped` (not fetched).
 *
 * @example
 * const remote: RemoteFeaturesResult = { status: 'loaded', features: { swaps: false } }
 */
export type RemoteFeaturesResult =
  | { status: 'loaded'; features: Partial<RemoteFeatures> }
  | { status: 'failed'; error: unknown }
  | { status: 'skipped' }

/**
 * Input of {@link resolveFeatures}.
 *
 * @example
 * const input: ResolveFeaturesInput = { local: { email: false }, remote: { status: 'skipped' } }
 */
export type ResolveFeaturesInput = {
  /** The site's `features` option. */
  local?: FeaturesOptions | undefined
  /** The remote config outcome; `undefined` means not fetched. */
  remote?: RemoteFeaturesResult | undefined
  /** Basic mode (no project id): remote features are off and remote config is ignored. */
  basic?: boolean | undefined
}

/**
 * Output of {@link resolveFeatures}: the features, alerts to raise, and developer warnings (for the
 * caller's logger; this module never writes to the console).
 *
 * @example
 * const { features, alerts, warnings } = resolveFeatures({ local: {} })
 */
export type ResolvedFeatures = { features: Features; alerts: Alert[]; warnings: string[] }

/**
 * The feature set from the site's options and the defaults, with the flags a loaded remote
 * configuration set (`remote`) over the site's (SPEC §6): basic mode turns remote features off,
 * whatever either says, and warns about the flags the site asked for. Local-only settings always come
 * from the site or the defaults. This is what a Foyer starts with; {@link resolveFeatures} adds what
 * the remote configuration's outcome says (its alerts and warnings) and is loaded with it.
 *
 * @example
 * featuresOf({ swaps: false }).features.swaps // false
 * featuresOf({ email: true }, { basic: true }).warnings // ['Basic mode (no project id): features.email stay off …']
 */
export function featuresOf(
  local: FeaturesOptions = {},
  { basic = false, remote = {} }: { basic?: boolean; remote?: Partial<RemoteFeatures> } = {},
): ResolvedFeatures {
  const warnings: string[] = []
  const fromSite = remoteFromLocal(local)
  let remoteFeatures: RemoteFeatures

  if (basic) {
    remoteFeatures = { ...basicRemoteFeatures }
    const asked = remoteFeatureKeys.filter((key) => Boolean(fromSite[key]))
    if (asked.length > 0) {
      warnings.push(
        `Basic mode (no project id): ${featureNames(asked)} stay off because remote features need a project id.`,
      )
    }
  } else {
    remoteFeatures = withDefaults({ ...fromSite, ...defined(remote) })
  }

  const features: Features = { ...remoteFeatures, ...localOnly(local) }
  return { features, alerts: [], warnings }
}

/** The site's remote-controlled options, normalised (`true` → default providers, `[]` → false). */
function remoteFromLocal(local: FeaturesOptions): Partial<RemoteFeatures> {
  return defined({
    email: local.email,
    socials: providers(local.socials, socialProviders),
    swaps: providers(local.swaps, swapProviders),
    onramp: providers(local.onramp, onrampProviders),
    activity: local.activity,
    reownBranding: local.reownBranding,
    multiWallet: local.multiWallet,
  })
}

function providers<provider extends string>(
  value: readonly provider[] | boolean | undefined,
  defaults: readonly provider[],
): readonly provider[] | false | undefined {
  if (value === undefined) return undefined
  if (value === true) return [...defaults]
  if (value === false || value.length === 0) return false
  return [...value]
}

function withDefaults(partial: Partial<RemoteFeatures>): RemoteFeatures {
  const merged: RemoteFeatures = { ...defaultRemoteFeatures, ...partial }
  // Copies, so a consumer mutating its lists can never change the frozen defaults' identity.
  return {
    ...merged,
    socials: merged.socials && [...merged.socials],
    swaps: merged.swaps && [...merged.swaps],
    onramp: merged.onramp && [...merged.onramp],
  }
}

function localOnly(local: FeaturesOptions): LocalFeatures {
  return {
    receive: local.receive ?? defaultLocalFeatures.receive,
    send: local.send ?? defaultLocalFeatures.send,
    analytics: local.analytics ?? defaultLocalFeatures.analytics,
    allWallets: local.allWallets ?? defaultLocalFeatures.allWallets,
    legalCheckbox: local.legalCheckbox ?? defaultLocalFeatures.legalCheckbox,
    smartSessions: local.smartSessions ?? defaultLocalFeatures.smartSessions,
    collapseWallets: local.collapseWallets ?? defaultLocalFeatures.collapseWallets,
    walletFeaturesOrder: [...(local.walletFeaturesOrder ?? defaultLocalFeatures.walletFeaturesOrder)],
  }
}

/** Drops keys whose value is `undefined`, so spreading never erases a value with `undefined`. */
function defined<value extends object>(record: value): Partial<value> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as Partial<value>
}

/**
 * Feature keys as a site writes them in its options.
 *
 * @example
 * featureNames(['email', 'swaps']) // 'features.email, features.swaps'
 */
export function featureNames(keys: readonly string[]): string {
  return keys.map((key) => `features.${key}`).join(', ')
}

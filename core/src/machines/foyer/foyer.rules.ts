import type { Features } from '../../config/features.js'
import type { OptionalFeature, RouterEnv } from '../router/router.types.js'
import type { FoyerContext, FoyerOptions } from './foyer.types.js'

/**
 * Basic mode: no remote config and no remote features. Implied when there is no project id (SPEC §6).
 *
 * @example
 * isBasicMode({}) // true
 */
export function isBasicMode(options: FoyerOptions): boolean {
  return options.basic === true || !options.projectId
}

/**
 * The optional features whose views the router may show, derived from the resolved features.
 *
 * @example
 * enabledOptionalFeatures({ ...features, swaps: false }).includes('swaps') // false
 */
export function enabledOptionalFeatures(features: Features): OptionalFeature[] {
  const flags: Record<Exclude<OptionalFeature, 'pay'>, boolean> = {
    email: features.email,
    social: features.socials !== false && features.socials.length > 0,
    swaps: features.swaps !== false && features.swaps.length > 0,
    send: features.send,
    receive: features.receive,
    onramp: features.onramp !== false && features.onramp.length > 0,
    activity: features.activity,
  }
  return (Object.keys(flags) as (keyof typeof flags)[]).filter((feature) => flags[feature])
}

/**
 * The routing facts the root knows from options and features; connection facts come from the
 * connection machines.
 *
 * @example
 * routerEnvOf(context) // { isEmbedded: false, manualWalletConnect: false, … }
 */
export function routerEnvOf(context: Pick<FoyerContext, 'options' | 'features'>): Partial<RouterEnv> {
  return {
    isMobile: context.options.isMobile ?? false,
    isEmbedded: context.options.embedded ?? false,
    manualWalletConnect: context.options.manualWalletConnect ?? false,
    enabledFeatures: enabledOptionalFeatures(context.features),
  }
}

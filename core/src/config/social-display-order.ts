import type { SocialProvider } from './features.js'

// Apart from features.ts, which the page's machines import: only the Connect view's selector, in the
// modal's lazy chunk, reads this order, and a page downloads a module whole once it imports from it.

/**
 * The order social buttons are displayed in (SPEC §9 default social list), which differs from the
 * remote-default list order.
 *
 * @example
 * [...socials].sort((a, b) => socialDisplayOrder.indexOf(a) - socialDisplayOrder.indexOf(b))
 */
export const socialDisplayOrder: readonly SocialProvider[] = Object.freeze([
  'google',
  'x',
  'farcaster',
  'discord',
  'apple',
  'github',
  'facebook',
])

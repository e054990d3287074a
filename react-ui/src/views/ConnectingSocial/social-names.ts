import type { SocialProvider } from '@foyer/core'

/**
 * How each social provider is named on buttons and in the ConnectingSocial view.
 *
 * @example
 * socialNames.github // 'GitHub'
 */
export const socialNames: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

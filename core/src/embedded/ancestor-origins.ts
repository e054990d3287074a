/**
 * The pages the embedded wallet's frame may be embedded by without being on the project's own list
 * (SPEC §6): local development (`localhost` and the loopback address), preview deployments on
 * `*.pages.dev` and `*.vercel.app`, tunnels on `*.ngrok-free.app`, and the two secure-mobile hosts of
 * the wallet's own apps. Only https counts, except for the loopback hosts of local development.
 *
 * @example
 * isAllowedAncestorOrigin('https://my-app.vercel.app') // true
 * isAllowedAncestorOrigin('https://vercel.app.evil.example') // false
 */
export function isAllowedAncestorOrigin(origin: string, projectOrigins: readonly string[] = []): boolean {
  if (projectOrigins.includes(origin)) return true
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.origin !== origin) return false
  const host = url.hostname
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]') return true
  if (url.protocol !== 'https:') return false
  return secureMobileHosts.includes(host) || previewSuffixes.some((suffix) => host.endsWith(suffix))
}

const previewSuffixes = ['.pages.dev', '.vercel.app', '.ngrok-free.app']
const secureMobileHosts = ['secure-mobile.walletconnect.com', 'secure-mobile.walletconnect.org']

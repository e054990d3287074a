/**
 * Shared by every benchmarked app. The project id is a dummy: the machine that runs the bench is
 * offline, so each library's calls to its cloud fail, and the runner records them.
 */
export const PROJECT_ID = 'b1e5c0ffee0000000000000000000000'

/** The site's metadata, as a real site would pass it. */
export const metadata = {
  name: 'Foyer bench',
  description: 'One page with a Connect wallet button',
  url: globalThis.location?.origin ?? 'http://127.0.0.1',
  icons: [],
}

/** The element the app renders into. */
export function rootElement(): HTMLElement {
  const element = document.getElementById('root')
  if (!element) throw new Error('bench app: #root is missing from index.html')
  return element
}

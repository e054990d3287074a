import { HTTP_REQUEST_TIMEOUT_MS } from '../api/http.js'
import { MAX_RESPONSE_BYTES, readBodyText } from '../api/read-body.js'
import type { OwnedNft } from './account-data.types.js'

/** Where `ipfs://` URIs are read: a public gateway (the browser cannot speak IPFS itself). */
const IPFS_GATEWAY = 'https://ipfs.io/ipfs/'

/**
 * An NFT URI as a URL the page can load: `ipfs://…` through a public gateway; https, and data URLs of
 * the expected kind, as they are; anything else (`javascript:`, `file:`, plain http on an https page,
 * junk) is `undefined`, never loaded.
 *
 * @example
 * loadableUrl('ipfs://bafy…/7.png', 'image') // 'https://ipfs.io/ipfs/bafy…/7.png'
 */
export function loadableUrl(uri: string, kind: 'json' | 'image'): string | undefined {
  const text = uri.trim()
  if (text.startsWith('ipfs://'))
    return `${IPFS_GATEWAY}${text.slice('ipfs://'.length).replace(/^ipfs\//, '')}`
  if (text.startsWith('data:')) {
    const mime = kind === 'json' ? /^data:application\/json[;,]/i : /^data:image\/[\w.+-]+[;,]/i
    return mime.test(text) ? text : undefined
  }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  // Plain http is allowed only where the page itself is not on https (a local chain's metadata).
  const pageIsSecure = globalThis.location?.protocol === 'https:'
  return url.protocol === 'https:' || (url.protocol === 'http:' && !pageIsSecure) ? url.href : undefined
}

/**
 * Reads an NFT's metadata document (ERC-721 Metadata JSON) for its name and picture. A document that
 * cannot be read in 10 s, is over 1 MB (the download stops there: anyone who mints can point the
 * metadata at a 100 MB body), is not JSON or names no usable picture gives what it can: the NFT is
 * shown with its collection and id either way, so a broken document is no error.
 *
 * @example
 * await readNftMetadata('https://example.com/nft/7', signal) // { name: 'Friend #7', imageUrl: 'https://…/7.svg' }
 */
export async function readNftMetadata(
  uri: string | undefined,
  signal: AbortSignal,
): Promise<Pick<OwnedNft, 'name' | 'imageUrl'>> {
  const url = uri && loadableUrl(uri, 'json')
  if (!url || signal.aborted) return {}
  const controller = new AbortController()
  const abort = () => controller.abort()
  signal.addEventListener('abort', abort)
  const timer = setTimeout(abort, HTTP_REQUEST_TIMEOUT_MS)
  try {
    const response = await fetch(url, { signal: controller.signal })
    if (!response.ok) return {}
    const document: unknown = JSON.parse(await readBodyText(response, MAX_RESPONSE_BYTES))
    if (typeof document !== 'object' || document === null) return {}
    const name = 'name' in document ? document.name : undefined
    const image = 'image' in document ? document.image : undefined
    return {
      ...(typeof name === 'string' && name.trim() !== '' ? { name: name.trim() } : {}),
      ...(typeof image === 'string' && loadableUrl(image, 'image')
        ? { imageUrl: loadableUrl(image, 'image') }
        : {}),
    }
  } catch {
    return {}
  } finally {
    clearTimeout(timer)
    signal.removeEventListener('abort', abort)
  }
}

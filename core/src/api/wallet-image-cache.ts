import { toImageUrl } from './image-url.js'

/**
 * A cache of image URLs by image id: each id is loaded once, concurrent requests for it share that
 * load, and a failed load is forgotten so the next request tries again.
 *
 * @example
 * const src = await images.get('eb0f…', signal)
 */
export type ImageCache = {
  /**
   * The URL of the image `id`. Aborting `signal` rejects this call only (with the signal's reason):
   * the shared load goes on for other callers and is cached when it succeeds.
   */
  get(id: string, signal?: AbortSignal): Promise<string>
}

/**
 * Options of {@link createImageCache}.
 *
 * @example
 * const options: ImageCacheOptions = { load: (id) => http.getBlob({ path: `/getWalletImage/${id}` }) }
 */
export type ImageCacheOptions = {
  /** Fetches the image's bytes. Called at most once per id at a time, without a signal. */
  load: (id: string) => Promise<Blob>
  /** Turns the bytes into a URL; {@link toImageUrl} by default (safe for untrusted images). */
  toUrl?: ((blob: Blob) => Promise<string>) | undefined
}

/**
 * Creates an {@link ImageCache}. URLs are kept for the cache's lifetime (object URLs are never revoked:
 * a tile may still show them).
 *
 * @example
 * const images = createImageCache({ load: (id) => http.getBlob({ path: `/getWalletImage/${id}` }) })
 * const [a, b] = await Promise.all([images.get('eb0f…'), images.get('eb0f…')]) // one request, a === b
 */
export function createImageCache(options: ImageCacheOptions): ImageCache {
  const urls = new Map<string, Promise<string>>()
  const toUrl = options.toUrl ?? ((blob: Blob) => toImageUrl(blob))

  function load(id: string): Promise<string> {
    const cached = urls.get(id)
    if (cached) return cached
    const loading = options.load(id).then(toUrl)
    urls.set(id, loading)
    // A failure is not cached; `catch` also keeps this branch from being an unhandled rejection.
    loading.catch(() => {
      if (urls.get(id) === loading) urls.delete(id)
    })
    return loading
  }

  return {
    get(id, signal) {
      if (!signal) return load(id)
      if (signal.aborted) return Promise.reject(signal.reason)
      return new Promise<string>((resolve, reject) => {
        const onAbort = () => reject(signal.reason)
        signal.addEventListener('abort', onAbort, { once: true })
        load(id).then(
          (url) => {
            signal.removeEventListener('abort', onAbort)
            resolve(url)
          },
          (error: unknown) => {
            signal.removeEventListener('abort', onAbort)
            reject(error)
          },
        )
      })
    },
  }
}

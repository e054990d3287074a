import { useEffect, useState } from 'react'
import type { EIP1193Provider } from 'viem'

/** A wallet that announced itself by EIP-6963. */
export type Announced = { info: { name: string; uuid: string; icon: string }; provider: EIP1193Provider }

/**
 * The plain dialog's own wallet discovery (no library): asks the page's wallets to announce
 * themselves (EIP-6963) and keeps each once.
 *
 * @example
 * const wallets = useAnnouncedWallets()
 */
export function useAnnouncedWallets(): Announced[] {
  const [wallets, setWallets] = useState<Announced[]>([])
  useEffect(() => {
    const onAnnounce = (event: Event) => {
      // EIP-6963's announcement carries the wallet as the event's detail.
      if (!(event instanceof CustomEvent)) return
      const detail: Announced = event.detail
      setWallets((known) =>
        known.some((w) => w.info.uuid === detail.info.uuid) ? known : [...known, detail],
      )
    }
    window.addEventListener('eip6963:announceProvider', onAnnounce)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    return () => window.removeEventListener('eip6963:announceProvider', onAnnounce)
  }, [])
  return wallets
}

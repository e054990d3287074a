import { useEffect, useState } from 'react'
import { useI18n } from '../i18n/use-i18n.js'
import { CopyIcon, TickIcon } from './icons.js'

/**
 * How long the "Copied" confirmation stays, in milliseconds.
 *
 * @example
 * vi.advanceTimersByTime(COPY_FEEDBACK_MS)
 */
export const COPY_FEEDBACK_MS = 1_500

/**
 * Props of {@link CopyButton}.
 *
 * @example
 * const props: CopyButtonProps = { value: address, label: 'Copy address' }
 */
export type CopyButtonProps = {
  /** The text to put on the clipboard. */
  value: string
  /** The button's accessible name, e.g. 'Copy address'. */
  label: string
  /** Called after the text was copied. */
  onCopied?(value: string): void
}

/**
 * An icon button that copies `value` to the clipboard and confirms it ("Copied", or "Couldn't copy"
 * when the page has no clipboard access) in a live region for COPY_FEEDBACK_MS.
 *
 * @example
 * <CopyButton value={view.address} label="Copy address" />
 */
export function CopyButton({ value, label, onCopied }: CopyButtonProps) {
  // A new object on every copy, so a second click restarts the timer.
  const [feedback, setFeedback] = useState<{ copied: boolean } | null>(null)

  useEffect(() => {
    if (!feedback) return
    const timer = setTimeout(() => setFeedback(null), COPY_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [feedback])

  const copy = async () => {
    try {
      // Throws (and is caught) when the browser exposes no clipboard, e.g. an insecure origin.
      await navigator.clipboard.writeText(value)
      setFeedback({ copied: true })
      onCopied?.(value)
    } catch {
      setFeedback({ copied: false })
    }
  }

  const { t } = useI18n()
  const message = feedback ? t(feedback.copied ? 'Copied' : "Couldn't copy") : ''
  return (
    <span className="foyer-copy">
      <button
        type="button"
        className="foyer-icon-button foyer-icon-button--sm"
        aria-label={label}
        onClick={copy}
      >
        {feedback?.copied ? <TickIcon width={16} height={16} /> : <CopyIcon width={16} height={16} />}
      </button>
      {/* Always in the DOM, so screen readers announce the text when it appears. */}
      <span className="foyer-copy-status" role="status">
        {message}
      </span>
    </span>
  )
}

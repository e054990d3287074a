import type { ToastType } from '@foyer/core'
import type { SVGProps } from 'react'
import { AlertIcon, CheckIcon, WarningIcon } from '../icons.js'

/**
 * Props of {@link StatusIcon}.
 *
 * @example
 * const props: StatusIconProps = { type: 'loading', size: 16 }
 */
export type StatusIconProps = { type: ToastType; size?: number }

// A circled "i": the shared icon set has no information icon yet.
function InfoIcon(props: Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </svg>
  )
}

/**
 * The icon of a toast or snack type: a spinner while loading, a check, a triangle, a circled "i" or
 * "!"; nothing for 'default'. Decorative: the text beside it says what happened.
 *
 * @example
 * <StatusIcon type="success" />
 */
export function StatusIcon({ type, size = 18 }: StatusIconProps) {
  const props = { width: size, height: size, className: 'foyer-status-icon' }
  switch (type) {
    case 'loading':
      return (
        <span
          className="foyer-spinner foyer-status-spinner"
          style={{ width: size, height: size }}
          aria-hidden="true"
        />
      )
    case 'success':
      return <CheckIcon {...props} />
    case 'warning':
      return <WarningIcon {...props} />
    case 'info':
      return <InfoIcon {...props} />
    case 'error':
      return <AlertIcon {...props} />
    case 'default':
      return null
  }
}

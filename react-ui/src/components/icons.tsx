import type { SVGProps } from 'react'

// Icons are decorative: every button that shows one carries its own aria-label.
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>

function Icon({ children, ...props }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

/**
 * A left chevron, for the Back button.
 *
 * @example
 * <BackIcon />
 */
export function BackIcon(props: IconProps) {
  return (
    // It points where Back goes: mirrored in a right-to-left modal (see data-directional in the styles).
    <Icon data-directional="" {...props}>
      <path d="m15 18-6-6 6-6" />
    </Icon>
  )
}

/**
 * A cross, for Close and Dismiss buttons.
 *
 * @example
 * <CloseIcon />
 */
export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </Icon>
  )
}

/**
 * A circled exclamation mark, for alerts.
 *
 * @example
 * <AlertIcon />
 */
export function AlertIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8v4M12 16h.01" />
    </Icon>
  )
}

/**
 * A wallet, for wallet-related placeholders.
 *
 * @example
 * <WalletIcon />
 */
export function WalletIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0 0 4h14a2 2 0 0 1 2 2v3h-4a2 2 0 0 0 0 4h4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5" />
    </Icon>
  )
}

/**
 * A QR code, for the WalletConnect placeholder.
 *
 * @example
 * <QrIcon />
 */
export function QrIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <path d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3" />
    </Icon>
  )
}

/**
 * A check mark in a circle, for the connected placeholder.
 *
 * @example
 * <CheckIcon />
 */
export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12 3 3 5-6" />
    </Icon>
  )
}

/**
 * A grid of squares, for screens that are not built yet.
 *
 * @example
 * <GridIcon />
 */
export function GridIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="7" height="7" rx="1.5" />
      <rect x="14" y="3" width="7" height="7" rx="1.5" />
      <rect x="3" y="14" width="7" height="7" rx="1.5" />
      <rect x="14" y="14" width="7" height="7" rx="1.5" />
    </Icon>
  )
}

/**
 * A plain check mark, for the active network and a completed copy.
 *
 * @example
 * <TickIcon />
 */
export function TickIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5 12 5 5 9-10" />
    </Icon>
  )
}

/**
 * Two overlapping sheets, for Copy buttons.
 *
 * @example
 * <CopyIcon />
 */
export function CopyIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </Icon>
  )
}

/**
 * An arrow leaving a box, for links that open in a new tab.
 *
 * @example
 * <ExternalLinkIcon />
 */
export function ExternalLinkIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </Icon>
  )
}

/**
 * A triangle with an exclamation mark, for unsupported networks.
 *
 * @example
 * <WarningIcon />
 */
export function WarningIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10.3 4.2 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9.5v4M12 17h.01" />
    </Icon>
  )
}

/**
 * A globe, for a network without an image.
 *
 * @example
 * <GlobeIcon />
 */
export function GlobeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </Icon>
  )
}

/**
 * A door with an arrow leaving it, for Disconnect.
 *
 * @example
 * <DisconnectIcon />
 */
export function DisconnectIcon(props: IconProps) {
  return (
    // Its arrow leaves the door towards the reading end: mirrored in a right-to-left modal.
    <Icon data-directional="" {...props}>
      <path d="M9 20H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h4M16 16l4-4-4-4M20 12H9" />
    </Icon>
  )
}

/**
 * A right chevron, for rows that open another view.
 *
 * @example
 * <ChevronRightIcon />
 */
export function ChevronRightIcon(props: IconProps) {
  return (
    <Icon data-directional="" {...props}>
      <path d="m9 18 6-6-6-6" />
    </Icon>
  )
}

/**
 * An envelope, for the embedded wallet's email row.
 *
 * @example
 * <MailIcon className="foyer-row-icon" />
 */
export function MailIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </Icon>
  )
}

/**
 * A name tag: choosing a name for the account.
 *
 * @example
 * <TagIcon className="foyer-row-icon" />
 */
export function TagIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9Z" />
      <circle cx="8" cy="8" r="1.5" />
    </Icon>
  )
}

/**
 * An arrow leaving upward and to the right, for Send.
 *
 * @example
 * <SendIcon />
 */
export function SendIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7 17 17 7" />
      <path d="M8 7h9v9" />
    </Icon>
  )
}

/**
 * Two arrows in opposite directions, for Swap.
 *
 * @example
 * <SwapIcon />
 */
export function SwapIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7 4 3 8l4 4" />
      <path d="M3 8h14" />
      <path d="m17 20 4-4-4-4" />
      <path d="M21 16H7" />
    </Icon>
  )
}

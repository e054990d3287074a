import { create } from 'qrcode'
import { type SVGProps, useMemo } from 'react'

/**
 * Light modules around the symbol, in modules: the QR specification's minimum quiet zone, without
 * which phone cameras often fail to find the code.
 *
 * @example
 * const side = moduleCount + 2 * QR_QUIET_ZONE
 */
export const QR_QUIET_ZONE = 4

/**
 * Side of the modal's QR codes (and of their skeleton), in CSS pixels: fits the 360 px modal with
 * its padding.
 *
 * @example
 * <QrCode value={uri} size={MODAL_QR_SIZE} label="…" />
 */
export const MODAL_QR_SIZE = 264

/**
 * The share of the symbol's side left blank in its centre for a logo. A fifth of the side is about
 * 4 % of the modules, well within what error correction level M restores (15 %), and clear of the
 * finder patterns in the corners. (Level Q would restore more but needs a bigger symbol: at the
 * modal's 264 px its modules get too small for some scanners.)
 *
 * @example
 * const blank = Math.round(size * QR_LOGO_SHARE)
 */
export const QR_LOGO_SHARE = 0.2

/**
 * A QR symbol reduced to what the SVG needs: its side in modules (quiet zone excluded), the number
 * of dark modules, one path that draws them, and the blank square left for a logo (its first module
 * and side, quiet zone included), if any.
 *
 * @example
 * const { size, darkCount, path } = qrMatrixPath('wc:abc@2?relay-protocol=irn')
 */
export type QrMatrixPath = {
  size: number
  darkCount: number
  path: string
  logoArea?: { start: number; side: number } | undefined
}

/**
 * Encodes `value` as a QR code (error correction level M, which survives ~15 % damage) and turns its
 * dark modules into a single SVG path, offset by the quiet zone. Each horizontal run of dark modules
 * becomes one rectangle (`M x y h w v1 h-w z`), which keeps the path short for long URIs. `withLogo`
 * leaves the centre blank ({@link QR_LOGO_SHARE}) for the logo that covers it. Throws when `value`
 * is too long for any QR version.
 *
 * @example
 * qrMatrixPath('hello').path // 'M4 4h7v1h-7z…'
 * qrMatrixPath(uri, { withLogo: true }).logoArea // { start: 20, side: 9 }
 */
export function qrMatrixPath(value: string, { withLogo = false }: { withLogo?: boolean } = {}): QrMatrixPath {
  const { modules } = create(value, { errorCorrectionLevel: 'M' })
  const size = modules.size
  // An odd side keeps the blank square centred on the middle module.
  const side = withLogo ? Math.round((size * QR_LOGO_SHARE) / 2) * 2 + 1 : 0
  const first = (size - side) / 2
  const blank = (row: number, column: number) =>
    side > 0 && row >= first && row < first + side && column >= first && column < first + side
  const dark = (row: number, column: number) => modules.get(row, column) && !blank(row, column)
  let darkCount = 0
  let path = ''
  for (let row = 0; row < size; row++) {
    let column = 0
    while (column < size) {
      if (!dark(row, column)) {
        column++
        continue
      }
      const start = column
      while (column < size && dark(row, column)) column++
      const run = column - start
      darkCount += run
      path += `M${start + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h${run}v1h-${run}z`
    }
  }
  return { size, darkCount, path, logoArea: side > 0 ? { start: first + QR_QUIET_ZONE, side } : undefined }
}

/**
 * Props of {@link QrCode}. Other SVG attributes (`className`, `data-*`) go on the `<svg>`.
 *
 * @example
 * const props: QrCodeProps = { value: uri, size: 264, label: 'QR code to connect your wallet' }
 */
export type QrCodeProps = Omit<
  SVGProps<SVGSVGElement>,
  'children' | 'role' | 'viewBox' | 'width' | 'height' | 'aria-label'
> & {
  /** The text to encode, e.g. a WalletConnect pairing URI. */
  value: string
  /** Width and height in CSS pixels. Default 264 (fits the 360 px modal with its padding). */
  size?: number
  /** The accessible name of the image, e.g. 'QR code to connect MetaMask'. */
  label: string
  /** An image for the centre (the wallet's icon), on a blank square error correction makes up for. */
  logo?: string | undefined
}

/**
 * A QR code as one crisp SVG: a white square with a 4-module quiet zone and a single black path of
 * the dark modules, and the wallet's icon in the centre when `logo` is given. The colours are fixed, not themed, because scanners need dark modules on a light
 * background even in dark mode. The matrix is computed once per `value`.
 *
 * @example
 * <QrCode value={view.uri} label="QR code to connect your wallet" data-testid="walletconnect-qr" />
 */
export function QrCode({ value, size = 264, label, logo, className, ...svgProps }: QrCodeProps) {
  const withLogo = logo !== undefined
  const qr = useMemo(() => qrMatrixPath(value, { withLogo }), [value, withLogo])
  const side = qr.size + 2 * QR_QUIET_ZONE
  return (
    <svg
      {...svgProps}
      className={className ? `foyer-qr ${className}` : 'foyer-qr'}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      data-modules={qr.size}
    >
      <rect width={side} height={side} fill="#ffffff" />
      <path d={qr.path} fill="#000000" />
      {logo && qr.logoArea && (
        <image
          href={logo}
          x={qr.logoArea.start + 1}
          y={qr.logoArea.start + 1}
          width={qr.logoArea.side - 2}
          height={qr.logoArea.side - 2}
          preserveAspectRatio="xMidYMid meet"
        />
      )}
    </svg>
  )
}

/**
 * The place of a QR code while its value is being made: a skeleton of the modal's code size,
 * announced as "Generating QR code".
 *
 * @example
 * {uri ? <QrCode value={uri} size={MODAL_QR_SIZE} label="…" /> : <QrSkeleton />}
 */
export function QrSkeleton() {
  return (
    <div className="foyer-wc-qr-frame" role="status">
      <span
        className="foyer-skeleton foyer-wc-qr-skeleton"
        style={{ width: MODAL_QR_SIZE, height: MODAL_QR_SIZE }}
        aria-hidden="true"
      />
      <span className="foyer-visually-hidden">Generating QR code</span>
    </div>
  )
}

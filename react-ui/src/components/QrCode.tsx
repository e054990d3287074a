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
 * A QR symbol reduced to what the SVG needs: its side in modules (quiet zone excluded), the number
 * of dark modules, and one path that draws them.
 *
 * @example
 * const { size, darkCount, path } = qrMatrixPath('wc:abc@2?relay-protocol=irn')
 */
export type QrMatrixPath = { size: number; darkCount: number; path: string }

/**
 * Encodes `value` as a QR code (error correction level M, which survives ~15 % damage) and turns its
 * dark modules into a single SVG path, offset by the quiet zone. Each horizontal run of dark modules
 * becomes one rectangle (`M x y h w v1 h-w z`), which keeps the path short for long URIs.
 * Throws when `value` is too long for any QR version (about 2,300 bytes at level M).
 *
 * @example
 * qrMatrixPath('hello').path // 'M4 4h7v1h-7z…'
 */
export function qrMatrixPath(value: string): QrMatrixPath {
  const { modules } = create(value, { errorCorrectionLevel: 'M' })
  const size = modules.size
  let darkCount = 0
  let path = ''
  for (let row = 0; row < size; row++) {
    let column = 0
    while (column < size) {
      if (!modules.get(row, column)) {
        column++
        continue
      }
      const start = column
      while (column < size && modules.get(row, column)) column++
      const run = column - start
      darkCount += run
      path += `M${start + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h${run}v1h-${run}z`
    }
  }
  return { size, darkCount, path }
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
}

/**
 * A QR code as one crisp SVG: a white square with a 4-module quiet zone and a single black path of
 * the dark modules. The colours are fixed, not themed, because scanners need dark modules on a light
 * background even in dark mode. The matrix is computed once per `value`.
 *
 * @example
 * <QrCode value={view.uri} label="QR code to connect your wallet" data-testid="walletconnect-qr" />
 */
export function QrCode({ value, size = 264, label, className, ...svgProps }: QrCodeProps) {
  const qr = useMemo(() => qrMatrixPath(value), [value])
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
    </svg>
  )
}

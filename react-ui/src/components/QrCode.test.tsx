import { cleanup, render, screen } from '@testing-library/react'
import jsQR from 'jsqr'
import { create } from 'qrcode'
import { afterEach, describe, expect, it } from 'vitest'
import { QR_LOGO_SHARE, QR_QUIET_ZONE, QrCode, qrMatrixPath } from './QrCode.js'

afterEach(cleanup)

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

/** Reads the path back into the set of dark cells ("x,y"), whatever the run lengths. */
function decodePath(d: string): Set<string> {
  const cells = new Set<string>()
  for (const match of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    const [, x, y, width, back] = match.map(Number) as [number, number, number, number, number]
    expect(back).toBe(width)
    for (let offset = 0; offset < width; offset++) {
      const cell = `${x + offset},${y}`
      expect(cells.has(cell)).toBe(false)
      cells.add(cell)
    }
  }
  // Nothing in the path but those rectangles.
  expect(d.replace(/M\d+ \d+h\d+v1h-\d+z/g, '')).toBe('')
  return cells
}

/** The dark modules of qrcode's own matrix, shifted by the quiet zone. */
function expectedCells(value: string): Set<string> {
  const { modules } = create(value, { errorCorrectionLevel: 'M' })
  const cells = new Set<string>()
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) cells.add(`${column + QR_QUIET_ZONE},${row + QR_QUIET_ZONE}`)
    }
  }
  return cells
}

function renderedCells(): { cells: Set<string>; svg: SVGSVGElement } {
  const svg = screen.getByRole('img') as unknown as SVGSVGElement
  const paths = svg.querySelectorAll('path')
  expect(paths).toHaveLength(1)
  return { cells: decodePath(paths[0]?.getAttribute('d') ?? ''), svg }
}

describe('qrMatrixPath', () => {
  it('draws exactly the dark modules of qrcode.create at level M', () => {
    const { size, darkCount, path } = qrMatrixPath(uri)
    const expected = expectedCells(uri)
    expect(size).toBe(create(uri, { errorCorrectionLevel: 'M' }).modules.size)
    expect(darkCount).toBe(expected.size)
    expect(decodePath(path)).toEqual(expected)
  })
})

/** Paints dark `cells` of a `side`-module square at `scale` pixels a module, as RGBA for jsQR. */
function rasterize(cells: Set<string>, side: number, scale = 6): Uint8ClampedArray {
  const width = side * scale
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  for (const cell of cells) {
    const [x, y] = cell.split(',').map(Number) as [number, number]
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const offset = ((y * scale + dy) * width + x * scale + dx) * 4
        pixels.fill(0, offset, offset + 3)
      }
    }
  }
  return pixels
}

describe('qrMatrixPath with a logo', () => {
  it('leaves a centred blank square of about a fifth of the side, and still decodes to the value', () => {
    const { size, path, logoArea } = qrMatrixPath(uri, { withLogo: true })
    expect(size).toBe(create(uri, { errorCorrectionLevel: 'M' }).modules.size)
    if (!logoArea) throw new Error('no logo area')
    expect(logoArea.side % 2).toBe(1)
    expect(Math.abs(logoArea.side / size - QR_LOGO_SHARE)).toBeLessThan(0.05)
    expect(logoArea.start - QR_QUIET_ZONE).toBe((size - logoArea.side) / 2)
    const cells = decodePath(path)
    for (const cell of cells) {
      const [x, y] = cell.split(',').map(Number) as [number, number]
      const inside = (v: number) => v >= logoArea.start && v < logoArea.start + logoArea.side
      expect(inside(x) && inside(y)).toBe(false)
    }
    const side = size + 2 * QR_QUIET_ZONE
    const scale = 6
    expect(jsQR(rasterize(cells, side, scale), side * scale, side * scale)?.data).toBe(uri)
  })
})

describe('QrCode', () => {
  it('puts the logo in the blank centre', () => {
    render(<QrCode value={uri} label="QR code to connect Rainbow" logo="https://example.test/rainbow.png" />)
    const svg = screen.getByRole('img', { name: 'QR code to connect Rainbow' })
    const image = svg.querySelector('image')
    const { logoArea } = qrMatrixPath(uri, { withLogo: true })
    expect(image?.getAttribute('href')).toBe('https://example.test/rainbow.png')
    expect(Number(image?.getAttribute('x'))).toBe((logoArea?.start ?? 0) + 1)
    expect(Number(image?.getAttribute('width'))).toBe((logoArea?.side ?? 0) - 2)
  })

  it('renders one crisp svg image, named, with a quiet zone, a white background and black modules', () => {
    render(<QrCode value={uri} label="QR code to connect your wallet" size={200} data-testid="qr" />)
    const { cells, svg } = renderedCells()
    expect(screen.getByRole('img', { name: 'QR code to connect your wallet' })).toBe(svg)
    expect(svg.getAttribute('data-testid')).toBe('qr')
    expect(svg.getAttribute('shape-rendering')).toBe('crispEdges')
    expect(svg.getAttribute('width')).toBe('200')

    const modules = create(uri, { errorCorrectionLevel: 'M' }).modules.size
    const side = modules + 2 * QR_QUIET_ZONE
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${side} ${side}`)
    const background = svg.querySelector('rect')
    expect(background?.getAttribute('fill')).toBe('#ffffff')
    expect(background?.getAttribute('width')).toBe(String(side))
    expect(svg.querySelector('path')?.getAttribute('fill')).toBe('#000000')

    // Same modules as the encoder's, and none in the quiet zone.
    expect(cells).toEqual(expectedCells(uri))
    for (const cell of cells) {
      const [x, y] = cell.split(',').map(Number) as [number, number]
      expect(Math.min(x, y)).toBeGreaterThanOrEqual(QR_QUIET_ZONE)
      expect(Math.max(x, y)).toBeLessThan(QR_QUIET_ZONE + modules)
    }
  })

  it('re-encodes when the value changes', () => {
    const { rerender } = render(<QrCode value="wc:first@2" label="QR code" />)
    const first = renderedCells().cells
    expect(first).toEqual(expectedCells('wc:first@2'))

    rerender(<QrCode value={uri} label="QR code" />)
    const second = renderedCells().cells
    expect(second).toEqual(expectedCells(uri))
    expect(second).not.toEqual(first)
  })
})

import type { WalletTile } from '@foyer/core'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { foyerCss } from '../../src/theme/FoyerStyles.js'
import { WalletGrid } from '../../src/views/AllWallets/WalletGrid.js'
import { NaiveGrid } from './NaiveGrid.js'
import { generateTiles } from './tiles.js'

/** What one run measured, read by the runner from `window.gridBench`. */
export type GridFigures = {
  /** `render` called → the grid committed and painted (two animation frames later), ms. */
  mountMs: number
  /** One more page of 40 appended → committed and painted, ms. */
  appendMs: number
  /** Scrolling top to bottom in 40 steps, one per frame: total ms and the longest frame. */
  scrollMs: number
  longestFrameMs: number
  /** Elements in the document once mounted. */
  domNodes: number
  /** Tile buttons in the document once mounted. */
  tileButtons: number
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))
const painted = async () => {
  await nextFrame()
  await nextFrame()
}

async function measure(implementation: string, count: number): Promise<GridFigures> {
  const style = document.createElement('style')
  style.textContent = foyerCss
  document.head.append(style)
  const container = document.getElementById('root') as HTMLElement
  container.className = 'foyer-root'
  container.dataset.theme = 'light'
  container.style.width = '360px'
  const root = createRoot(container)
  const render = (wallets: readonly WalletTile[]) =>
    implementation === 'naive' ? (
      <NaiveGrid wallets={wallets} onSelect={() => {}} />
    ) : (
      <WalletGrid
        wallets={wallets}
        hasMore={false}
        loadingMore={false}
        moreError={undefined}
        onLoadMore={() => {}}
        onRetryMore={() => {}}
        onSelect={() => {}}
      />
    )

  const tiles = generateTiles(count)
  await painted()
  const mountStart = performance.now()
  flushSync(() => root.render(render(tiles)))
  await painted()
  const mountMs = performance.now() - mountStart
  const domNodes = document.querySelectorAll('*').length
  const tileButtons = document.querySelectorAll('.foyer-wallet-tile').length

  const appendStart = performance.now()
  flushSync(() => root.render(render([...tiles, ...generateTiles(40, count)])))
  await painted()
  const appendMs = performance.now() - appendStart

  const scroller = document.querySelector('[data-testid="wallet-grid"]') as HTMLElement
  const steps = 40
  let last = await nextFrame()
  const scrollStart = last
  let longestFrameMs = 0
  for (let step = 1; step <= steps; step++) {
    scroller.scrollTop = ((scroller.scrollHeight - scroller.clientHeight) * step) / steps
    const now = await nextFrame()
    longestFrameMs = Math.max(longestFrameMs, now - last)
    last = now
  }
  return { mountMs, appendMs, scrollMs: last - scrollStart, longestFrameMs, domNodes, tileButtons }
}

const query = new URLSearchParams(window.location.search)
const figures = measure(query.get('impl') ?? 'foyer', Number(query.get('n') ?? 500))
Object.assign(window, { gridBench: figures })

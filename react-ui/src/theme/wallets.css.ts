/**
 * The wallet directory (search, certified filter, virtualized grid of tiles) and the WalletConnect
 * pairing panel (QR code, copy link, open wallet). The QR code keeps a white background in every
 * theme: scanners need dark modules on a light ground. A tile has no side padding: its name gets the
 * tile's whole width, so a name like 'MetaMask' is not broken inside the word.
 *
 * @example
 * const css = tokensCss + frameCss + viewsCss + panelsCss + walletsCss
 */
export const walletsCss =
  /* css */ `
.foyer-wc { gap: var(--foyer-space-3); }
.foyer-wc-heading { display: flex; align-items: center; justify-content: center; gap: var(--foyer-space-3); max-width: 100%; }
.foyer-wc-heading .foyer-status-media .foyer-wallet-icon { width: 40px; height: 40px; border-radius: var(--foyer-radius-sm); font-size: var(--foyer-font-size-md); }
.foyer-wc-heading .foyer-status-badge { width: 20px; height: 20px; inset-inline-end: -8px; bottom: -8px; }
.foyer-wc-qr-frame {
  display: grid;
  place-items: center;
  padding: var(--foyer-space-2);
  border-radius: var(--foyer-radius-lg);
  background: #ffffff;
  box-shadow: 0 0 0 1px var(--foyer-color-border);
}
.foyer-qr { display: block; max-width: 100%; height: auto; border-radius: var(--foyer-radius-sm); }
.foyer-wc-qr-frame:has(.foyer-wc-qr-skeleton) { background: var(--foyer-color-surface); box-shadow: none; }
.foyer-wc-qr-skeleton { display: block; max-width: 100%; border-radius: var(--foyer-radius-md); }
.foyer-wc-copy { display: flex; align-items: center; justify-content: center; gap: var(--foyer-space-1); font-size: var(--foyer-font-size-sm); }
.foyer-wc .foyer-actions a.foyer-button { text-decoration: none; color: inherit; }
.foyer-root .foyer-wc .foyer-actions a.foyer-button--primary { color: var(--foyer-accent-contrast); }

` +
  // The results keep one height whatever they hold (loading, a few matches, none, an error), so the
  // dialog does not jump while the visitor types a search.
  /* css */ `.foyer-all-wallets {
  --foyer-all-wallets-results: min(400px, 55dvh);
  display: grid;
  grid-template-rows: auto var(--foyer-all-wallets-results);
  gap: var(--foyer-space-3);
}
.foyer-all-wallets > :last-child { min-height: 0; overflow-y: auto; }
` +
  // The error and its "Try again" sit in the middle of that height instead of stretching to fill it.
  /* css */ `.foyer-all-wallets > .foyer-status-panel { align-content: center; }
` +
  // The Connect view's last row: spaced as the rows of the list above it.
  /* css */ `.foyer-all-wallets-row { margin-top: var(--foyer-space-2); }
.foyer-wallet-filters { display: flex; align-items: center; gap: var(--foyer-space-2); }
.foyer-wallet-search { position: relative; flex: 1; min-width: 0; }
.foyer-wallet-search-icon {
  position: absolute;
  top: 50%;
  inset-inline-start: var(--foyer-space-3);
  transform: translateY(-50%);
  color: var(--foyer-color-text-muted);
  pointer-events: none;
}
.foyer-wallet-search-input {
  width: 100%;
  min-height: 44px;
  padding-block: var(--foyer-space-2);
  padding-inline: calc(var(--foyer-space-3) * 2 + 18px) var(--foyer-space-3);
  border: 1px solid var(--foyer-color-border);
  border-radius: var(--foyer-radius-md);
  background: var(--foyer-color-surface);
  color: var(--foyer-color-text);
  font: inherit;
}
.foyer-wallet-search-input::placeholder { color: var(--foyer-color-text-muted); }
.foyer-root .foyer-wallet-search-input:focus-visible { outline-offset: 0; border-color: var(--foyer-color-focus); }
.foyer-certified-toggle {
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: var(--foyer-space-1);
  min-height: 44px;
  padding: var(--foyer-space-2) var(--foyer-space-3);
  border: 1px solid var(--foyer-color-border);
  border-radius: var(--foyer-radius-md);
  background: var(--foyer-color-surface);
  font-size: var(--foyer-font-size-sm);
  font-weight: 500;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color 120ms, border-color 120ms;
}
.foyer-certified-toggle:hover { background: var(--foyer-color-surface-hover); }
.foyer-certified-toggle-icon { color: var(--foyer-color-text-muted); }
.foyer-certified-toggle[aria-pressed='true'] { border-color: var(--foyer-color-accent-text); background: color-mix(in srgb, var(--foyer-accent) 14%, var(--foyer-color-surface)); }
.foyer-certified-toggle[aria-pressed='true'] .foyer-certified-toggle-icon { color: var(--foyer-color-accent-text); }

` +
  // The scroll area of the virtualized grid: a fixed ceiling so only visible rows are rendered.
  /* css */ `.foyer-wallet-grid-scroll {
  height: 100%;
  margin: 0 calc(var(--foyer-space-1) * -1);
  padding: 0 var(--foyer-space-1);
  overflow-y: auto;
  overscroll-behavior: contain;
  scrollbar-width: thin;
}
.foyer-wallet-grid { position: relative; width: 100%; margin: 0; padding: 0; list-style: none; }
.foyer-wallet-grid-cell { position: absolute; top: 0; width: 25%; padding: var(--foyer-space-1); }
.foyer-wallet-tile {
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--foyer-space-1);
  width: 100%;
  height: 100%;
  min-width: 0;
  padding: var(--foyer-space-2) 0;
  border: 0;
  border-radius: var(--foyer-radius-md);
  background: var(--foyer-color-surface);
  text-align: center;
  cursor: pointer;
  transition: background-color 120ms;
}
.foyer-wallet-tile:hover { background: var(--foyer-color-surface-hover); }
` +
  // Inside the scroll area an outside outline would be clipped at the edges.
  /* css */ `.foyer-root .foyer-wallet-tile:focus-visible { outline-offset: -2px; }
.foyer-wallet-tile-media { position: relative; display: grid; place-items: center; width: 48px; height: 48px; flex: none; }
.foyer-wallet-tile-media > .foyer-wallet-icon, .foyer-wallet-tile-media > img { width: 48px; height: 48px; border-radius: var(--foyer-radius-md); }
` +
  // Two lines, so most names show whole; a longer one is cut there and reads in full in the tile's title
  // and accessible name. 12 px (a tile is about 72 px wide): a word of ten letters fits on its line, so
  // a name breaks between its words, not inside one ("Zanhorko|s Vault" at 14 px).
  /* css */ `.foyer-wallet-tile-name {
  display: -webkit-box;
  max-width: 100%;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow-wrap: anywhere;
  font-size: calc(var(--foyer-font-size-base) * 1.2);
  font-weight: 500;
  line-height: 1.3;
}
.foyer-certified {
  position: absolute;
  top: calc(var(--foyer-space-2) + 48px - 14px);
  inset-inline-start: calc(50% + 24px - 12px);
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: var(--foyer-color-surface);
  color: var(--foyer-color-accent-text);
}
.foyer-wallet-tile--skeleton { cursor: default; }
.foyer-wallet-tile--skeleton:hover { background: var(--foyer-color-surface); }
.foyer-wallet-tile-image-skeleton { width: 48px; height: 48px; border-radius: var(--foyer-radius-md); }
.foyer-wallet-tile-name-skeleton { width: 80%; height: 12px; }
.foyer-wallet-grid-skeletons { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: var(--foyer-space-2); }
.foyer-wallet-grid-skeletons > .foyer-wallet-tile { height: 104px; }
.foyer-wallet-grid-footer { padding: var(--foyer-space-1); }
.foyer-wallet-grid-error { display: grid; justify-items: center; gap: var(--foyer-space-2); padding: var(--foyer-space-3) var(--foyer-space-1); text-align: center; }
`

/**
 * Shared building blocks of the views: sections, wallet lists, placeholders, the connect button.
 *
 * @example
 * const css = tokensCss + frameCss + viewsCss
 */
export const viewsCss =
  /* css */ `
.foyer-section + .foyer-section { margin-top: var(--foyer-space-4); }
` +
  // The Connect view's methods (wallets, email) are spaced as its sections, whichever comes first.
  /* css */ `[data-method] + [data-method] { margin-top: var(--foyer-space-4); }
.foyer-section-title {
  margin: 0 0 var(--foyer-space-2);
  font-size: var(--foyer-font-size-sm);
  font-weight: 600;
  letter-spacing: 0.02em;
  color: var(--foyer-color-text-muted);
}
.foyer-profile-wallets { display: grid; gap: var(--foyer-space-4); }
` +
  // A connection's row: the name (ellipsized, full in its title) over the short address, which is never
  // cut: the text is at least as wide as the address (the name adds no width of its own), and where the
  // actions do not fit beside it they move to a line of their own, at its end.
  /* css */ `.foyer-connection-row { flex-wrap: wrap; row-gap: var(--foyer-space-2); }
.foyer-connection-text { display: grid; flex: 1; min-width: min-content; }
.foyer-connection-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; contain: inline-size; }
.foyer-wallet-address { font-size: var(--foyer-font-size-sm); font-weight: 400; white-space: nowrap; }
.foyer-wallet-actions { display: flex; flex: none; align-items: center; gap: var(--foyer-space-2); margin-inline-start: auto; }
.foyer-wallet-actions .foyer-button { min-height: 32px; padding: var(--foyer-space-1) var(--foyer-space-3); font-size: var(--foyer-font-size-sm); }
.foyer-wallet-actions .foyer-tag { margin-inline-start: 0; }
.foyer-list { display: grid; gap: var(--foyer-space-2); margin: 0; padding: 0; list-style: none; }
.foyer-list-item {
  display: flex;
  align-items: center;
  gap: var(--foyer-space-3);
  min-height: 56px;
  padding: var(--foyer-space-2) var(--foyer-space-3);
  border-radius: var(--foyer-radius-md);
  background: var(--foyer-color-surface);
  font-weight: 500;
}
.foyer-wallet-icon {
  display: grid;
  place-items: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: var(--foyer-radius-sm);
  background: var(--foyer-color-surface-hover);
  object-fit: cover;
  font-weight: 600;
  color: var(--foyer-color-text-muted);
}
.foyer-tag {
  margin-inline-start: auto;
  padding: 2px var(--foyer-space-2);
  border-radius: 999px;
  background: var(--foyer-color-surface-hover);
  font-size: var(--foyer-font-size-sm);
  color: var(--foyer-color-text-muted);
  white-space: nowrap;
}
.foyer-get-wallet { display: grid; gap: var(--foyer-space-3); }
.foyer-get-wallet-intro { margin: 0; color: var(--foyer-color-text-muted); text-wrap: pretty; }
.foyer-get-wallet-item { padding-block: var(--foyer-space-3); }
.foyer-get-wallet-body { display: grid; flex: 1; gap: var(--foyer-space-1); min-width: 0; }
.foyer-get-wallet-body .foyer-wallet-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.foyer-get-wallet-links { display: flex; flex-wrap: wrap; gap: var(--foyer-space-1); }
.foyer-get-wallet-link { margin-inline-start: 0; color: var(--foyer-color-text); text-decoration: none; }
.foyer-get-wallet-link:hover { background: var(--foyer-color-border); }
.foyer-get-wallet-link:focus-visible { outline: 2px solid var(--foyer-color-focus); outline-offset: 2px; }
.foyer-get-wallet-entry { margin: var(--foyer-space-3) 0 0; color: var(--foyer-color-text-muted); font-size: var(--foyer-font-size-sm); text-align: center; }
.foyer-hint {
  display: flex;
  align-items: center;
  gap: var(--foyer-space-2);
  margin: 0 0 var(--foyer-space-3);
  color: var(--foyer-color-text-muted);
}
.foyer-hint .foyer-spinner { width: 16px; height: 16px; border-width: 2px; }

.foyer-placeholder {
  display: grid;
  justify-items: center;
  gap: var(--foyer-space-2);
  padding: var(--foyer-space-4) var(--foyer-space-2) var(--foyer-space-2);
  text-align: center;
}
.foyer-placeholder-icon {
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin-bottom: var(--foyer-space-1);
  border-radius: 50%;
  background: var(--foyer-color-surface);
  color: var(--foyer-color-accent-text);
}
.foyer-placeholder-title { margin: 0; font-size: var(--foyer-font-size-md); font-weight: 600; }
.foyer-placeholder-text { margin: 0; color: var(--foyer-color-text-muted); text-wrap: pretty; }
.foyer-placeholder code {
  padding: 1px var(--foyer-space-1);
  border-radius: var(--foyer-radius-sm);
  background: var(--foyer-color-surface);
  font-size: 0.9em;
}

.foyer-connect-button {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 12px 20px;
  border: 0;
  border-radius: 12px;
  background: var(--foyer-accent, #4361ee);
  color: var(--foyer-accent-contrast, #ffffff);
  font: 600 16px/1.25 ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  cursor: pointer;
  transition: filter 120ms;
}
.foyer-connect-button:hover { filter: brightness(1.1); }
.foyer-connect-button:focus-visible { outline: 2px solid var(--foyer-accent, #4361ee); outline-offset: 2px; }
.foyer-review { display: grid; gap: var(--foyer-space-3); }
.foyer-review .foyer-status-title { margin: 0; text-align: start; }
.foyer-review-network { margin: 0; color: var(--foyer-color-text-muted); font-size: var(--foyer-font-size-sm); }
.foyer-review-rows { display: grid; gap: var(--foyer-space-2); margin: 0; padding: 0; list-style: none; }
.foyer-review-row {
  display: grid;
  grid-template-columns: 1fr auto;
  gap: var(--foyer-space-1) var(--foyer-space-3);
  padding: var(--foyer-space-2) var(--foyer-space-3);
  border-radius: var(--foyer-radius-md);
  background: var(--foyer-color-surface);
}
.foyer-review-address { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: var(--foyer-font-size-sm); overflow-wrap: anywhere; }
.foyer-review-detail { font-size: var(--foyer-font-size-sm); overflow-wrap: anywhere; }
.foyer-review-address ~ .foyer-review-detail { grid-column: 1 / -1; }
.foyer-review-amount { grid-row: 1; grid-column: 2; font-variant-numeric: tabular-nums; font-weight: 600; text-align: end; white-space: nowrap; }
.foyer-review-note { grid-column: 1 / -1; color: var(--foyer-color-text-muted); font-size: var(--foyer-font-size-sm); }
.foyer-review-totals { display: grid; gap: var(--foyer-space-1); margin: 0; }
.foyer-review-totals > div { display: flex; justify-content: space-between; gap: var(--foyer-space-3); }
.foyer-review-totals dt { flex: none; color: var(--foyer-color-text-muted); }
` +
  // A total can be a whole address (the signer): it wraps inside its row instead of pushing the card's buttons out.
  /* css */ `.foyer-review-totals dd { min-width: 0; margin: 0; font-variant-numeric: tabular-nums; text-align: end; overflow-wrap: anywhere; }
.foyer-review-warnings { display: grid; gap: var(--foyer-space-1); margin: 0; padding: var(--foyer-space-2) var(--foyer-space-3); list-style: none; border-radius: var(--foyer-radius-md); background: color-mix(in srgb, var(--foyer-color-warning) 12%, transparent); color: var(--foyer-color-text); font-size: var(--foyer-font-size-sm); overflow-wrap: anywhere; }
.foyer-review-refusal { margin: 0; padding: var(--foyer-space-2) var(--foyer-space-3); border-radius: var(--foyer-radius-md); background: color-mix(in srgb, var(--foyer-color-error) 12%, transparent); color: var(--foyer-color-text); font-weight: 600; overflow-wrap: anywhere; }
.foyer-review-queued { margin: 0; color: var(--foyer-color-text-muted); font-size: var(--foyer-font-size-sm); }
`

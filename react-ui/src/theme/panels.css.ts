/**
 * The account, network and status panels inside the modal, plus the account and network buttons
 * that sit on the site's page (outside `.foyer-root`, so those use fallbacks and inherit the site's
 * text colour to read well on light and dark pages alike).
 *
 * Each tab is as wide as its label plus an equal share of the rest, so a long label (アクティビティ)
 * does not wrap.
 *
 * @example
 * const css = tokensCss + frameCss + viewsCss + panelsCss
 */
export const panelsCss =
  /* css */ `
.foyer-muted { color: var(--foyer-color-text-muted); }
.foyer-spinner--sm { width: 16px; height: 16px; border-width: 2px; flex: none; }

.foyer-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--foyer-space-2);
  min-height: 44px;
  padding: var(--foyer-space-2) var(--foyer-space-4);
  border: 1px solid transparent;
  border-radius: var(--foyer-radius-md);
  font-weight: 600;
  cursor: pointer;
  transition: filter 120ms, background-color 120ms;
}
.foyer-root .foyer-button--primary { background: var(--foyer-accent); color: var(--foyer-accent-contrast); }
.foyer-button--primary:hover:not(:disabled) { filter: brightness(1.1); }
` +
  // A disabled button looks it (Send while the balances do not cover the amount, Register for a short name).
  /* css */ `.foyer-button:disabled { opacity: 0.45; cursor: not-allowed; }
.foyer-root .foyer-button--secondary { background: var(--foyer-color-surface); border-color: var(--foyer-color-border); color: var(--foyer-color-text); }
.foyer-button--secondary:hover { background: var(--foyer-color-surface-hover); }
.foyer-actions { display: grid; gap: var(--foyer-space-2); width: 100%; }
.foyer-actions:empty { display: none; }
.foyer-icon-button--sm { width: 32px; height: 32px; }

.foyer-status-panel {
  display: grid;
  justify-items: center;
  gap: var(--foyer-space-3);
  padding: var(--foyer-space-4) var(--foyer-space-2) var(--foyer-space-2);
  text-align: center;
}
.foyer-status-media { position: relative; }
` +
  // While the wallet is asked, a ring turns around its image (the text below says what it waits for).
  /* css */ `.foyer-status-media[data-waiting]::before {
  content: '';
  position: absolute;
  inset: -8px;
  border-radius: 50%;
  border: 2px solid color-mix(in srgb, var(--foyer-accent) 18%, transparent);
  border-top-color: var(--foyer-accent);
  animation: foyer-spin 900ms linear infinite;
}
.foyer-status-media .foyer-wallet-icon { width: 64px; height: 64px; border-radius: var(--foyer-radius-lg); font-size: var(--foyer-font-size-xl); }
.foyer-status-badge {
  position: absolute;
  inset-inline-end: -6px;
  bottom: -6px;
  width: 24px;
  height: 24px;
  padding: 2px;
  border-radius: 50%;
  background: var(--foyer-color-bg);
}
.foyer-status-badge--error { color: var(--foyer-color-error); }
.foyer-status-badge--ok { color: var(--foyer-color-accent-text); }
.foyer-status-title { margin: 0; font-size: var(--foyer-font-size-md); font-weight: 600; overflow-wrap: anywhere; }
.foyer-status-text {
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--foyer-space-2);
  margin: 0;
  color: var(--foyer-color-text-muted);
  text-wrap: pretty;
}
.foyer-status-text p { margin: 0; }
.foyer-status-error { margin: 0; color: var(--foyer-color-error); font-weight: 500; }

.foyer-avatar {
  display: inline-block;
  flex: none;
  border-radius: 50%;
  background: var(--foyer-color-surface-hover, #a1a1aa);
  box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.08);
}
.foyer-avatar { overflow: hidden; }
.foyer-avatar-image { display: block; width: 100%; height: 100%; object-fit: cover; }
.foyer-account { display: grid; justify-items: center; gap: var(--foyer-space-2); padding-top: var(--foyer-space-2); }
.foyer-account-address { display: flex; align-items: center; gap: var(--foyer-space-1); max-width: 100%; }
.foyer-account-title {
  margin: 0;
  font-size: var(--foyer-font-size-lg);
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.foyer-account-subtitle { margin: calc(var(--foyer-space-2) * -1) 0 0; color: var(--foyer-color-text-muted); font-size: var(--foyer-font-size-sm); font-variant-numeric: tabular-nums; }
.foyer-copy { display: inline-flex; align-items: center; gap: var(--foyer-space-1); }
.foyer-copy-status { font-size: var(--foyer-font-size-sm); color: var(--foyer-color-text-muted); }
.foyer-copy-status:empty { display: none; }
.foyer-account-balance { display: flex; align-items: center; min-height: 24px; margin: 0; color: var(--foyer-color-text-muted); font-variant-numeric: tabular-nums; }
.foyer-skeleton {
  display: inline-block;
  width: 120px;
  height: 16px;
  border-radius: var(--foyer-radius-sm);
  background: linear-gradient(90deg, var(--foyer-color-surface), var(--foyer-color-surface-hover), var(--foyer-color-surface));
  background-size: 200% 100%;
  animation: foyer-shimmer 1.2s ease-in-out infinite;
}
@keyframes foyer-shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }

.foyer-tokens { display: grid; gap: var(--foyer-space-2); width: 100%; margin-top: var(--foyer-space-2); }
.foyer-tokens-header { display: flex; justify-content: space-between; margin: 0; font-size: var(--foyer-font-size-sm); font-weight: 600; color: var(--foyer-color-text-muted); }
.foyer-tokens-total { font-variant-numeric: tabular-nums; color: var(--foyer-color-text); }
.foyer-tokens-note { margin: 0; padding: var(--foyer-space-3); border-radius: var(--foyer-radius-md); background: var(--foyer-color-surface); color: var(--foyer-color-text-muted); font-size: var(--foyer-font-size-sm); text-align: center; }
.foyer-token-list { display: grid; gap: var(--foyer-space-1); margin: 0; padding: 0; list-style: none; }
.foyer-token-list[aria-busy='true'] { opacity: 0.7; }
.foyer-token { display: flex; align-items: center; gap: var(--foyer-space-3); min-height: 52px; padding: var(--foyer-space-2) var(--foyer-space-3); border-radius: var(--foyer-radius-md); background: var(--foyer-color-surface); }
.foyer-token-icon { flex: none; width: 32px; height: 32px; border-radius: 50%; }
.foyer-token-name { display: grid; flex: 1; min-width: 0; }
.foyer-token-title { overflow: hidden; font-weight: 500; text-overflow: ellipsis; white-space: nowrap; }
.foyer-token-quantity { color: var(--foyer-color-text-muted); font-size: var(--foyer-font-size-sm); font-variant-numeric: tabular-nums; }
.foyer-token-value { flex: none; font-weight: 500; font-variant-numeric: tabular-nums; }
.foyer-nft-grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: var(--foyer-space-2); margin: 0; padding: 0; list-style: none; }
.foyer-nft-grid[aria-busy='true'] { opacity: 0.7; }
.foyer-nft { display: grid; gap: var(--foyer-space-1); min-width: 0; padding: var(--foyer-space-2); border-radius: var(--foyer-radius-md); background: var(--foyer-color-surface); }
.foyer-nft-picture { display: block; width: 100%; aspect-ratio: 1; border-radius: var(--foyer-radius-sm); object-fit: cover; background: var(--foyer-color-bg); }
.foyer-nft-monogram { display: grid; place-items: center; color: var(--foyer-color-text-muted); font-size: 1.5em; font-weight: 600; }
.foyer-nft-name { overflow: hidden; font-weight: 500; text-overflow: ellipsis; white-space: nowrap; }
.foyer-nft-meta { display: flex; justify-content: space-between; gap: var(--foyer-space-1); min-width: 0; color: var(--foyer-color-text-muted); font-size: var(--foyer-font-size-sm); }
.foyer-nft-collection { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.foyer-nft-id { flex: none; font-variant-numeric: tabular-nums; }
.foyer-account-data { display: grid; gap: var(--foyer-space-2); width: 100%; margin-top: var(--foyer-space-2); }
.foyer-tabs { display: flex; gap: var(--foyer-space-1); padding: var(--foyer-space-1); border-radius: var(--foyer-radius-md); background: var(--foyer-color-surface); }
.foyer-tab { flex: 1 1 auto; min-height: 36px; padding: 0 var(--foyer-space-3); border: 0; border-radius: var(--foyer-radius-sm); background: none; color: var(--foyer-color-text-muted); font: inherit; font-weight: 600; cursor: pointer; }
.foyer-tab[aria-selected='true'] { background: var(--foyer-color-bg); color: var(--foyer-color-text); box-shadow: 0 1px 2px rgb(0 0 0 / 0.08); }
.foyer-tab-panel > .foyer-tokens { margin-top: 0; }
.foyer-activity { display: grid; gap: var(--foyer-space-3); }
.foyer-activity-month { display: grid; gap: var(--foyer-space-1); }
.foyer-activity-month-title { margin: 0; font-size: var(--foyer-font-size-sm); font-weight: 600; color: var(--foyer-color-text-muted); }
.foyer-activity-status { color: var(--foyer-color-text-muted); font-weight: 400; }
.foyer-activity-more { justify-self: center; padding: var(--foyer-space-2); }

` +
  // Rows never widen their list past the modal: a long label (a network's or an account's name) ends in an ellipsis.
  /* css */ `.foyer-rows { display: grid; gap: var(--foyer-space-2); width: 100%; min-width: 0; margin-top: var(--foyer-space-2); }
.foyer-rows--separated { margin-top: var(--foyer-space-4); padding-top: var(--foyer-space-4); border-top: 1px solid var(--foyer-color-border); }
.foyer-row {
  display: flex;
  align-items: center;
  gap: var(--foyer-space-3);
  width: 100%;
  min-width: 0;
  min-height: 52px;
  padding: var(--foyer-space-2) var(--foyer-space-3);
  border: 1px solid transparent;
  border-radius: var(--foyer-radius-md);
  background: var(--foyer-color-surface);
  color: var(--foyer-color-text);
  font-weight: 500;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 120ms;
}
.foyer-row:hover { background: var(--foyer-color-surface-hover); }
.foyer-row-label { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
` +
  // Every row's leading picture (network, wallet image, line icon) takes one 24 px box, so the labels line up.
  /* css */ `.foyer-row-icon { flex: none; width: 24px; height: 24px; padding: 2px; color: var(--foyer-color-text-muted); }
.foyer-row > .foyer-wallet-icon { width: 24px; height: 24px; }
.foyer-row-end { flex: none; color: var(--foyer-color-text-muted); }
.foyer-row[aria-current='true'], .foyer-row:has(input:checked) { border-color: var(--foyer-color-accent-text); }
.foyer-row:has(input:focus-visible) { outline: 2px solid var(--foyer-color-focus); outline-offset: 2px; }
.foyer-account-picker { margin: 0; padding: 0; border: 0; min-width: 0; }
.foyer-root .foyer-row-check { color: var(--foyer-color-accent-text); }
.foyer-row--warning { border-color: color-mix(in srgb, var(--foyer-color-warning) 45%, transparent); }
.foyer-row--warning .foyer-row-label { color: var(--foyer-color-warning); }
` +
  // A row that says a sentence (a network the connection left out, and why) wraps rather than cutting it.
  /* css */ `.foyer-row-label--wrap { white-space: normal; overflow-wrap: anywhere; }
` +
  // A notice, not a control: the warning shows in its border and icon, its words keep the text colour (the
  // warning colour is too light on the row's surface for text).
  /* css */ `.foyer-row--notice { border-color: color-mix(in srgb, var(--foyer-color-warning) 45%, transparent); cursor: default; }
.foyer-row--notice:hover { background: var(--foyer-color-surface); }
.foyer-row--notice .foyer-row-icon { color: var(--foyer-color-warning); }
.foyer-account-missing { margin-top: 0; gap: var(--foyer-space-1); }
.foyer-row[aria-checked='true'] { border-color: var(--foyer-accent); }
.foyer-account-request { margin: 0; font-size: 13px; color: var(--foyer-color-text-muted); text-align: center; }
.foyer-link-button { padding: 0; border: 0; background: none; color: var(--foyer-accent); font: inherit; text-decoration: underline; cursor: pointer; }

.foyer-network-icon {
  display: inline-grid;
  place-items: center;
  flex: none;
  border-radius: 50%;
  background: var(--foyer-color-surface-hover, rgb(127 127 127 / 0.15));
  color: var(--foyer-color-text-muted, currentColor);
  object-fit: cover;
}
.foyer-network-icon--monogram { color: #fff; font-weight: 600; line-height: 1; letter-spacing: -0.02em; }
.foyer-network-icon--warning { color: var(--foyer-color-warning, #d97706); background: color-mix(in srgb, var(--foyer-color-warning, #d97706) 16%, transparent); }

.foyer-notice {
  display: flex;
  align-items: flex-start;
  gap: var(--foyer-space-2);
  margin: 0 0 var(--foyer-space-3);
  padding: var(--foyer-space-3);
  border-radius: var(--foyer-radius-md);
  text-wrap: pretty;
}
.foyer-notice--warning {
  border: 1px solid color-mix(in srgb, var(--foyer-color-warning) 35%, transparent);
  background: color-mix(in srgb, var(--foyer-color-warning) 10%, var(--foyer-color-bg));
}
.foyer-notice-icon { flex: none; margin-top: 2px; color: var(--foyer-color-warning); }

` +
  // Grid items default to their content's width: let long names shrink and ellipsise instead.
  /* css */ `.foyer-list > li { min-width: 0; }
.foyer-wallet-row {
  display: flex;
  align-items: center;
  gap: var(--foyer-space-3);
  width: 100%;
  min-height: 56px;
  padding: var(--foyer-space-2) var(--foyer-space-3);
  border: 0;
  border-radius: var(--foyer-radius-md);
  background: var(--foyer-color-surface);
  font-weight: 500;
  text-align: start;
  cursor: pointer;
  transition: background-color 120ms;
}
.foyer-wallet-row:hover { background: var(--foyer-color-surface-hover); }
` +
  // The name on its own line (ellipsized, full in its title), its badges on the line below.
  /* css */ `.foyer-wallet-text { display: grid; flex: 1; gap: 2px; min-width: 0; }
.foyer-wallet-row .foyer-wallet-name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.foyer-badges { display: flex; flex-wrap: wrap; gap: var(--foyer-space-1); }
.foyer-badge {
  padding: 2px var(--foyer-space-2);
  border-radius: 999px;
  background: var(--foyer-color-surface-hover);
  font-size: var(--foyer-font-size-sm);
  color: var(--foyer-color-text-muted);
  white-space: nowrap;
}
.foyer-badge--accent { background: color-mix(in srgb, var(--foyer-accent) 18%, transparent); color: var(--foyer-color-text); }

.foyer-account-button, .foyer-network-button {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  max-width: 100%;
  min-height: 44px;
  padding: 8px 14px 8px 10px;
  border: 1px solid color-mix(in srgb, var(--foyer-accent, #4361ee) 45%, transparent);
  border-radius: 999px;
  background: color-mix(in srgb, var(--foyer-accent, #4361ee) 12%, transparent);
  color: inherit;
  font: 600 16px/1.25 ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  cursor: pointer;
  transition: background-color 120ms;
}
.foyer-account-button:hover, .foyer-network-button:hover { background: color-mix(in srgb, var(--foyer-accent, #4361ee) 22%, transparent); }
.foyer-account-button:focus-visible, .foyer-network-button:focus-visible { outline: 2px solid var(--foyer-accent, #4361ee); outline-offset: 2px; }
.foyer-account-button[aria-busy='true'] { cursor: progress; opacity: 0.8; }
.foyer-account-button .foyer-spinner { width: 24px; height: 24px; border: 2px solid rgb(127 127 127 / 0.35); border-top-color: var(--foyer-accent, #4361ee); }
.foyer-account-button-address { font-variant-numeric: tabular-nums; white-space: nowrap; }
.foyer-account-button-balance { padding-inline-start: 8px; border-inline-start: 1px solid rgb(127 127 127 / 0.4); font-weight: 500; opacity: 0.8; white-space: nowrap; }
` +
  // On a phone the pill keeps to the avatar and address: the balance is in the Account view.
  /* css */ `@media (max-width: 430px) {
  .foyer-account-button-balance { display: none; }
  .foyer-account-button, .foyer-network-button { padding-inline: 8px 10px; }
}
.foyer-network-button--warning { border-color: color-mix(in srgb, #d97706 60%, transparent); background: color-mix(in srgb, #d97706 14%, transparent); }
.foyer-network-button .foyer-network-icon:not(.foyer-network-icon--monogram) { background: rgb(127 127 127 / 0.15); color: inherit; }
.foyer-network-button--warning .foyer-network-icon { color: #d97706; }
`

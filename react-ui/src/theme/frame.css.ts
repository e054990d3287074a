/**
 * The modal's frame: overlay, backdrop, dialog, header, alert bar, loading and shake.
 *
 * @example
 * const css = tokensCss + frameCss + viewsCss
 */
export const frameCss =
  /* css */ `
.foyer-root, .foyer-root *, .foyer-root *::before, .foyer-root *::after { box-sizing: border-box; }
.foyer-root {
  font-family: var(--foyer-font-family);
  font-size: var(--foyer-font-size-md);
  line-height: 1.5;
  color: var(--foyer-color-text);
  -webkit-font-smoothing: antialiased;
}
.foyer-root :focus-visible { outline: 2px solid var(--foyer-color-focus); outline-offset: 2px; }
.foyer-root button { font: inherit; color: inherit; }

` +
  // The card hangs from one line near the top of the screen instead of being centred: a view of another
  // height then moves its bottom edge only, and the header (title, Back, Close) stays under the
  // visitor's eyes and pointer.
  /* css */ `.foyer-overlay {
  --foyer-modal-top: clamp(var(--foyer-space-6), 8dvh, 96px);
  position: fixed;
  inset: 0;
  z-index: var(--foyer-z-index);
  display: grid;
  place-items: start center;
  padding: var(--foyer-modal-top) var(--foyer-space-4) var(--foyer-space-6);
}
` +
  // A tint without a blur: blurring the whole page behind the card costs the frame that shows it (the
  // bench's Event Timing: the click's frame 8 ms later as is and at 4x CPU throttling with a 4 px blur
  // under this fade, 50 ms later without the fade), and that frame is what a visitor waits for.
  /* css */ `.foyer-backdrop {
  position: absolute;
  inset: 0;
  background: var(--foyer-color-backdrop);
  animation: foyer-fade-in 120ms ease-out;
}

.foyer-dialog {
  position: relative;
  display: flex;
  flex-direction: column;
  width: var(--foyer-modal-width);
  max-width: 100%;
  max-height: calc(100dvh - var(--foyer-space-6) * 2);
  background: var(--foyer-color-bg);
  border: 1px solid var(--foyer-color-border);
  border-radius: var(--foyer-radius-lg);
  box-shadow: var(--foyer-shadow);
  overflow: hidden;
  animation: foyer-pop-in 120ms ease-out;
}
.foyer-overlay .foyer-dialog { max-height: calc(100dvh - var(--foyer-modal-top) - var(--foyer-space-6)); }
.foyer-dialog:focus { outline: none; }
.foyer-dialog:focus-visible { outline: 2px solid var(--foyer-color-focus); outline-offset: 2px; }
.foyer-dialog--inline { box-shadow: none; animation: none; }
.foyer-dialog--shaking { animation: foyer-shake 500ms cubic-bezier(0.36, 0.07, 0.19, 0.97) both; }

.foyer-header {
  display: grid;
  grid-template-columns: 40px 1fr 40px;
  align-items: center;
  gap: var(--foyer-space-2);
  padding: var(--foyer-space-3) var(--foyer-space-3) var(--foyer-space-1);
}
.foyer-title {
  margin: 0;
  text-align: center;
  font-size: var(--foyer-font-size-lg);
  font-weight: 600;
  letter-spacing: -0.01em;
}
.foyer-icon-button {
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: var(--foyer-radius-md);
  background: transparent;
  color: var(--foyer-color-text-muted);
  cursor: pointer;
  transition: background-color 120ms, color 120ms;
}
.foyer-root .foyer-icon-button { color: var(--foyer-color-text-muted); }
.foyer-root .foyer-icon-button:hover:not(:disabled) { background: var(--foyer-color-surface-hover); color: var(--foyer-color-text); }
.foyer-icon-button:disabled { opacity: 0.35; cursor: not-allowed; }

.foyer-alert {
  display: flex;
  align-items: flex-start;
  gap: var(--foyer-space-2);
  margin: var(--foyer-space-1) var(--foyer-space-4) var(--foyer-space-2);
  padding: var(--foyer-space-3);
  border-radius: var(--foyer-radius-md);
  border: 1px solid color-mix(in srgb, var(--foyer-alert-color) 35%, transparent);
  background: color-mix(in srgb, var(--foyer-alert-color) 12%, var(--foyer-color-bg));
}
.foyer-alert--error { --foyer-alert-color: var(--foyer-color-error); }
.foyer-alert--warning { --foyer-alert-color: var(--foyer-color-warning); }
.foyer-alert--info { --foyer-alert-color: var(--foyer-color-info); }
.foyer-alert-icon { flex: none; margin-top: 2px; color: var(--foyer-alert-color); }
.foyer-alert-text { flex: 1; min-width: 0; }
.foyer-alert-title { margin: 0; font-weight: 600; }
.foyer-alert-message { margin: 0; color: var(--foyer-color-text-muted); }
.foyer-alert .foyer-icon-button { width: 32px; height: 32px; margin-block: -4px 0; margin-inline: 0 -4px; }

.foyer-body {
  position: relative;
  min-height: 160px;
  padding: var(--foyer-space-2) var(--foyer-space-4) var(--foyer-space-4);
  overflow-y: auto;
}
.foyer-loading {
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: color-mix(in srgb, var(--foyer-color-bg) 75%, transparent);
}
.foyer-loading-inline { display: grid; place-items: center; min-height: 120px; }
.foyer-spinner {
  width: 24px;
  height: 24px;
  border: 3px solid var(--foyer-color-border);
  border-top-color: var(--foyer-accent);
  border-radius: 50%;
  animation: foyer-spin 800ms linear infinite;
}
.foyer-visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
}

` +
  // Right to left (Arabic, Hebrew, Persian): the layout mirrors through logical sides (inline start/end);
  // icons that point somewhere (Back, the chevron that opens a view) mirror with it, the others do not.
  /* css */ `.foyer-root[dir='rtl'] [data-directional] { transform: scaleX(-1); }

@keyframes foyer-fade-in { from { opacity: 0; } }
` +
  // The dialog slides in without fading: its content is readable in the very first frame it is painted.
  // No scale either: the dialog keeps its exact 360 px width even mid-animation.
  /* css */ `@keyframes foyer-pop-in { from { transform: translateY(8px); } }
@keyframes foyer-spin { to { transform: rotate(360deg); } }
@keyframes foyer-shake {
  10%, 90% { transform: translateX(-1px); }
  20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); }
  40%, 60% { transform: translateX(4px); }
}

` +
  // Phones: the modal is a bottom sheet, full width, resting on the bottom edge and as tall as its view
  // up to 90% of the screen (its height follows the view in the card's transition, as sheets of phone
  // apps do, rather than leaving a short view over an empty half screen), its body scrolling inside it,
  // clear of the home indicator.
  /* css */ `@media (max-width: 430px) {
  .foyer-overlay { place-items: end stretch; padding: 0; }
  .foyer-overlay .foyer-dialog {
    width: 100%;
    max-height: 90dvh;
    border-bottom: 0;
    border-radius: var(--foyer-radius-lg) var(--foyer-radius-lg) 0 0;
    padding-bottom: env(safe-area-inset-bottom);
    animation-name: foyer-sheet-in;
  }
}
@keyframes foyer-sheet-in { from { transform: translateY(24px); } }

` +
  // The modal on standby: rendered, laid out and painted before it is first opened, so opening only has
  // to show it. Nobody sees it (transparent) or reaches it (no pointer events; inert and aria-hidden,
  // which also keep it out of focus and of find in page), and its entrance animations start when it opens.
  // Transparent rather than `visibility: hidden`, whose content is not painted until it shows: the
  // click's frame would paint the whole modal. Only the two animated layers are named: rules on every
  // descendant would add to that frame's work.
  /* css */ `.foyer-root[data-standby] { opacity: 0; pointer-events: none; }
.foyer-root[data-standby] .foyer-backdrop, .foyer-root[data-standby] .foyer-dialog { animation: none; }

` +
  // Motion-sensitive visitors get a still modal; the refused close shows as a red outline instead.
  /* css */ `@media (prefers-reduced-motion: reduce) {
  .foyer-root *, .foyer-root *::before, .foyer-root *::after { animation: none !important; transition: none !important; }
  .foyer-dialog--shaking { outline: 2px solid var(--foyer-color-error); outline-offset: 2px; }
  .foyer-spinner { border-top-color: var(--foyer-color-border); border-color: var(--foyer-accent); }
}
`

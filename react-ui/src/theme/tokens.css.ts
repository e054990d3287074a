const baseTokensCss =
  // Text never goes below 14 px; body text is 16 px.
  /* css */ `
.foyer-root {
  --foyer-font-size-base: 10px;
  --foyer-border-radius-base: 4px;
  --foyer-space-unit: 4px;
  --foyer-z-index: 999;
  --foyer-modal-width: 360px;
  --foyer-font-family: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  --foyer-accent: #4361ee;
  --foyer-accent-contrast: #ffffff;

  --foyer-font-size-sm: calc(var(--foyer-font-size-base) * 1.4);
  --foyer-font-size-md: calc(var(--foyer-font-size-base) * 1.6);
  --foyer-font-size-lg: calc(var(--foyer-font-size-base) * 1.8);
  --foyer-font-size-xl: calc(var(--foyer-font-size-base) * 2);

  --foyer-radius-sm: calc(var(--foyer-border-radius-base) * 2);
  --foyer-radius-md: calc(var(--foyer-border-radius-base) * 3);
  --foyer-radius-lg: calc(var(--foyer-border-radius-base) * 6);

  --foyer-space-1: var(--foyer-space-unit);
  --foyer-space-2: calc(var(--foyer-space-unit) * 2);
  --foyer-space-3: calc(var(--foyer-space-unit) * 3);
  --foyer-space-4: calc(var(--foyer-space-unit) * 4);
  --foyer-space-6: calc(var(--foyer-space-unit) * 6);
}
`

// The colour tokens, each as `light-dark(light, dark)`: what an element gets follows its colour
// scheme, which the theme mode sets. `system` (the default mode) is light only when the visitor's
// setting asks for light, so where a browser states no preference the modal is dark; it is decided
// by CSS, so the server's markup never depends on the visitor's setting.
const themeModesCss =
  // What went well (a sent transaction's toast): green, not the accent, which is blue by default.
  // The accent as text or a thin line: on the dark background the accent itself is too dim.
  /* css */ `
.foyer-root {
  --foyer-color-bg: light-dark(#ffffff, #131316);
  --foyer-color-surface: light-dark(#f4f4f5, #1c1c21);
  --foyer-color-surface-hover: light-dark(#e9e9ec, #26262d);
  --foyer-color-border: light-dark(#e4e4e7, #2c2c34);
  --foyer-color-text: light-dark(#18181b, #f4f4f6);
  --foyer-color-text-muted: light-dark(#52525b, #a1a1aa);
  --foyer-color-focus: light-dark(#4361ee, #8aa2ff);
  --foyer-color-backdrop: light-dark(rgb(9 9 11 / 0.4), rgb(0 0 0 / 0.6));
  --foyer-color-error: light-dark(#b91c1c, #f87171);
  --foyer-color-warning: light-dark(#a16207, #fbbf24);
  --foyer-color-info: light-dark(#1d4ed8, #8aa2ff);
  --foyer-color-success: light-dark(#15803d, #4ade80);
  --foyer-color-accent-text: light-dark(var(--foyer-accent), var(--foyer-color-focus));
  --foyer-shadow: 0 24px 64px light-dark(rgb(9 9 11 / 0.18), rgb(0 0 0 / 0.55)),
    0 0 0 1px light-dark(transparent, rgb(255 255 255 / 0.02));
}
.foyer-root[data-theme='dark'], .foyer-root[data-theme='system'] { color-scheme: dark; }
.foyer-root[data-theme='light'] { color-scheme: light; }
@media (prefers-color-scheme: light) {
  .foyer-root[data-theme='system'] { color-scheme: light; }
}
`

/**
 * Design tokens as CSS custom properties, scoped to the modal root so nothing leaks into the site.
 * Sizes derive from SPEC §9's base units (font 10 px, radius 4 px); a site can override any
 * `--foyer-*` property through `themeVariables`, which the modal sets inline on the same root and
 * therefore wins over these rules.
 *
 * @example
 * const css = tokensCss + frameCss + viewsCss
 */
export const tokensCss = baseTokensCss + themeModesCss

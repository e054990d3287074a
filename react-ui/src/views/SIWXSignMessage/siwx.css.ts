/**
 * The SIWXSignMessage view's styles: the message to sign, collapsed under its summary.
 *
 * @example
 * <StyleSheet id="foyer-siwx" css={siwxCss} />
 */
export const siwxCss = // As wide as the panel, never wider: the status panel centres its items at their own width, and a
  // line of the message (an address, a URI) would otherwise widen the preview past the card.
  /* css */ `.foyer-siwx-message { justify-self: stretch; min-width: 0; }
` +
  // The text as it is signed, line by line, start-aligned in the centred panel; a long line wraps
  // anywhere, and a long message scrolls inside its own box.
  /* css */ `.foyer-siwx-message-text {
  margin: 0;
  max-height: 10rem;
  overflow: auto;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  text-align: start;
  font-size: var(--foyer-font-size-sm);
}
`

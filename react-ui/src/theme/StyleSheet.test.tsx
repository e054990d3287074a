import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderFoyer } from '../test/render-foyer.js'
import { StyleSheet, StyleSheetPolicyContext } from './StyleSheet.js'

const foyerStyles = () =>
  [...document.querySelectorAll('style')].filter((s) => s.textContent?.includes('.foyer-'))

describe("Foyer's stylesheets and the page's Content-Security-Policy", () => {
  it('carry the nonce the site gives', () => {
    renderFoyer({ provider: { styleNonce: 'n0nce42' } })
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }))
    const styles = foyerStyles()
    expect(styles.length).toBeGreaterThan(0)
    for (const style of styles) expect(style.nonce).toBe('n0nce42')
  })

  it('are not rendered at all when the site links @foyer/react/styles.css itself', () => {
    // Their own ids: React keeps one hoisted copy per id for the document's lifetime.
    render(
      <StyleSheetPolicyContext.Provider value={{ inject: false, nonce: undefined, scope: {} }}>
        <StyleSheet id="test-off" css=".foyer-test-off{}" />
      </StyleSheetPolicyContext.Provider>,
    )
    render(
      <StyleSheetPolicyContext.Provider value={{ inject: true, nonce: undefined, scope: {} }}>
        <StyleSheet id="test-on" css=".foyer-test-on{}" />
      </StyleSheetPolicyContext.Provider>,
    )
    const texts = foyerStyles().map((style) => style.textContent)
    expect(texts).toContain('.foyer-test-on{}')
    expect(texts).not.toContain('.foyer-test-off{}')
  })
})

import type { SiwxSignMessageViewModel } from '@foyer/core/siwx'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SiwxSignMessagePanel } from './SiwxSignMessagePanel.js'

const account = {
  caipAddress: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  caipNetworkId: 'eip155:1',
} as const
const message = [
  'example.com wants you to sign in with your Ethereum account:',
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '',
  'Sign in to Example',
  '',
  'URI: https://example.com',
  'Nonce: 5rHUa2yL8sJ9',
].join('\n')

const renderPanel = (view: SiwxSignMessageViewModel) =>
  render(<SiwxSignMessagePanel view={view} onSign={() => {}} onCancel={() => {}} />)

describe('SiwxSignMessagePanel: the message to sign', () => {
  it("while the wallet is asked, shows core's message exactly, collapsed under 'Message to sign'", () => {
    const { container } = renderPanel({
      status: 'signing',
      ...account,
      required: false,
      canCancel: true,
      appName: 'Example',
      message,
    })
    const details = container.querySelector('details') as HTMLDetailsElement
    expect(details.open).toBe(false)
    expect(details.querySelector('summary')?.textContent).toBe('Message to sign')
    expect(details.querySelector('pre')?.textContent).toBe(message)
    // Styled by the view's stylesheet (siwx.css.ts), not inline: a site that links styles.css gets it too.
    expect(
      [details, ...details.querySelectorAll('*')].filter((element) => element.hasAttribute('style')),
    ).toEqual([])
    expect(details.querySelector('pre')?.className).toBe('foyer-siwx-message-text')
  })

  it('shows no preview before the message exists (prompting, or the nonce still on its way)', () => {
    const { container, rerender } = renderPanel({
      status: 'prompting',
      ...account,
      required: false,
      canCancel: true,
      error: undefined,
      appName: 'Example',
    })
    expect(container.querySelector('details')).toBeNull()
    rerender(
      <SiwxSignMessagePanel
        view={{
          status: 'signing',
          ...account,
          required: false,
          canCancel: true,
          appName: 'Example',
          message: undefined,
        }}
        onSign={() => {}}
        onCancel={() => {}}
      />,
    )
    expect(container.querySelector('details')).toBeNull()
    expect(container.textContent).toContain('Approve the signature in your wallet')
  })
})

import { accountNames, mainnet, type NameRegistry, selectRegisterNameView } from '@foyer/core'
import { mockAdapter } from '@foyer/core/mock'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { inAct, renderFoyer } from '../../test/render-foyer.js'
import { RegisterNamePanel } from './RegisterNamePanel.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A registry of the site's own that answers every label with it and one more, `satoshi` being taken. */
function registryAsked(): NameRegistry & { asked: string[] } {
  const asked: string[] = []
  return {
    asked,
    async suggestions({ name, zone }) {
      asked.push(name)
      return [name, `${name}1`].map((label) => ({
        name: `${label}.${zone}`,
        registered: label === 'satoshi',
      }))
    },
    async register() {},
  }
}

const noIntents = { onType() {}, onSubmit() {}, onChoose() {} }

describe('RegisterAccountName view', () => {
  it('downloads its machine as it shows, before any typing, so the first keystrokes are kept', async () => {
    const registry = registryAsked()
    const { foyer } = renderFoyer({
      adapters: [mockAdapter({ namespace: 'eip155', networks: [mainnet], address })],
      options: { modules: [accountNames({ registry })] },
    })
    expect(foyer.getActor('names')?.getSnapshot().value).toBe('idle')
    inAct(() => foyer.open('RegisterAccountName'))
    const dialog = await screen.findByRole('dialog', { name: 'Choose a name' })
    const field = await within(dialog).findByRole('textbox', { name: 'Name' })
    await waitFor(() => expect(field.hasAttribute('readonly')).toBe(false))
    expect(foyer.getActor('names')?.getSnapshot().value).toBe('ready')

    fireEvent.change(field, { target: { value: 'satoshi' } })
    expect((field as HTMLInputElement).value).toBe('satoshi')
    const suggestions = await within(dialog).findByRole('list', { name: 'Suggestions' })
    expect(
      within(suggestions)
        .getByRole('button', { name: /^satoshi\.reown\.id/ })
        .hasAttribute('disabled'),
    ).toBe(true)
    expect(within(suggestions).getByRole('button', { name: /^satoshi1\.reown\.id/ }).textContent).toContain(
      'Available',
    )
    expect(registry.asked).toEqual(['satoshi'])
  })

  it('keeps the field read-only and busy while the machine downloads: typed text would be lost', () => {
    render(<RegisterNamePanel view={selectRegisterNameView(undefined)} {...noIntents} />)
    const field = screen.getByRole('textbox', { name: 'Name' })
    expect(field.hasAttribute('readonly')).toBe(true)
    expect(field.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('button', { name: 'Register' }).hasAttribute('disabled')).toBe(true)
  })
})

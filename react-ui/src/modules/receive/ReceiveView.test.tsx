import { mainnet, receive } from '@foyer/core'
import { mockAdapter } from '@foyer/core/mock'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MODAL_QR_SIZE, QrCode } from '../../components/QrCode.js'
import { inAct, renderFoyer } from '../../test/render-foyer.js'
import { ReceivePanel } from './ReceivePanel.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The modules of the QR code `value` makes, as the path the QrCode component draws. */
function qrPathOf(value: string): string | null | undefined {
  const { container, unmount } = render(<QrCode value={value} size={MODAL_QR_SIZE} label="reference" />)
  const path = container.querySelector('path')?.getAttribute('d')
  unmount()
  return path
}

/** A Foyer over a mock wallet, connected through the Connect view as a visitor does. */
async function renderConnected(modules = [receive()]) {
  const rendered = renderFoyer({
    adapters: [mockAdapter({ namespace: 'eip155', networks: [mainnet], address })],
    options: { modules },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }))
  fireEvent.click(await screen.findByRole('button', { name: /Mock Wallet/ }))
  await waitFor(() => expect(rendered.foyer.getState().account.status).toBe('connected'))
  return rendered
}

describe('Receive view (the receive module)', () => {
  it("opens with foyer.open('Receive') and shows the active address as a QR code and in full, to copy", async () => {
    const { foyer } = await renderConnected()
    inAct(() => foyer.open('Receive'))
    const dialog = await screen.findByRole('dialog', { name: 'Receive' })
    expect(dialog.dataset.view).toBe('Receive')
    expect(await within(dialog).findByRole('img', { name: 'QR code of your address' })).toBeTruthy()
    expect(within(dialog).getByText(address)).toBeTruthy()
    expect(within(dialog).getByText('Send only on Ethereum')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Copy address' })).toBeTruthy()
    // The QR code carries the chain (EIP-681), not the bare address a wallet could pay on any chain.
    const drawn = within(dialog).getByRole('img', { name: 'QR code of your address' }).querySelector('path')
    expect(drawn?.getAttribute('d')).toBe(qrPathOf(`ethereum:${address}@1`))
    expect(drawn?.getAttribute('d')).not.toBe(qrPathOf(address))
  })

  it('is reached from the Account view, and Back returns there', async () => {
    const { foyer } = await renderConnected()
    inAct(() => foyer.open())
    const account = await screen.findByRole('dialog', { name: 'Account' })
    fireEvent.click(within(account).getByRole('button', { name: 'Receive' }))
    const dialog = await screen.findByRole('dialog', { name: 'Receive' })
    expect(within(dialog).getByText(address)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect((await screen.findByRole('dialog', { name: 'Account' })).dataset.view).toBe('Account')
  })

  it('a site without the module opens its default view instead', async () => {
    const { foyer } = await renderConnected([])
    inAct(() => foyer.open('Receive'))
    expect(foyer.getState().router.view.name).toBe('Account')
    expect((await screen.findByRole('dialog')).dataset.view).toBe('Account')
  })

  it('says so when no account is connected', () => {
    render(<ReceivePanel receiving={{}} />)
    expect(screen.getByRole('heading', { name: 'No account connected' })).toBeTruthy()
    expect(screen.queryByRole('img')).toBeNull()
  })
})

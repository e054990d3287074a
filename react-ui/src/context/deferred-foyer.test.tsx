import { createFoyer, type Foyer, memoryStorage } from '@foyer/core'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AccountButton } from '../components/AccountButton.js'
import { ConnectButton } from '../components/ConnectButton.js'
import { FoyerModal } from '../FoyerModal.js'
import { useModal } from '../hooks/useModal.js'
import { useTheme } from '../hooks/useTheme.js'
import { DeferredFoyerProvider } from './DeferredFoyerProvider.js'

// A Foyer loaded after the page's first paint (`<DeferredFoyerProvider load>`): the page's button is there
// before Foyer's code, an open asked for meanwhile is made once it is in, a visitor who left connected
// reads as connecting, and a hook that needs the Foyer waits for it (Suspense).

afterEach(() => {
  cleanup()
  localStorage.clear()
})

/** A load the test settles by hand, counting its calls. */
function controlledLoad() {
  let settle: { resolve(foyer: Foyer): void; reject(error: unknown): void } | undefined
  const load = vi.fn(
    () =>
      new Promise<Foyer>((resolve, reject) => {
        settle = { resolve, reject }
      }),
  )
  return {
    load,
    resolve: (foyer: Foyer) => act(async () => settle?.resolve(foyer)),
    reject: (error: unknown) => act(async () => settle?.reject(error)),
  }
}

function Theme() {
  return <p data-testid="theme">{useTheme().mode}</p>
}

function ModalState() {
  return <p data-testid="modal">{useModal().isOpen ? 'open' : 'closed'}</p>
}

describe('<DeferredFoyerProvider>', () => {
  it('renders the button before Foyer is in, loads it once after the first paint, and makes an open asked for meanwhile', async () => {
    const { load, resolve } = controlledLoad()
    render(
      <DeferredFoyerProvider load={load}>
        <ConnectButton />
        <ModalState />
        <FoyerModal preload="interaction" />
      </DeferredFoyerProvider>,
    )
    const button = screen.getByRole('button', { name: /connect/i })
    expect(screen.getByTestId('modal').textContent).toBe('closed')
    expect(screen.queryByRole('dialog')).toBeNull()
    // Not before the first frame is painted.
    expect(load).not.toHaveBeenCalled()
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    act(() => fireEvent.click(button))
    expect(screen.getByTestId('modal').textContent).toBe('closed')
    const foyer = createFoyer({ isMobile: false, storage: memoryStorage() })
    await resolve(foyer)
    expect(foyer.getState().modal.isOpen).toBe(true)
    expect(screen.getByTestId('modal').textContent).toBe('open')
    expect(load).toHaveBeenCalledTimes(1)
    act(() => foyer.close())
  })

  it('shows a visitor who left connected as connecting until Foyer is in', async () => {
    localStorage.setItem('foyer:connected-namespaces', JSON.stringify(['eip155']))
    const { load } = controlledLoad()
    render(
      <DeferredFoyerProvider load={load}>
        <AccountButton />
      </DeferredFoyerProvider>,
    )
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true')
    expect(screen.queryByRole('button', { name: /connect wallet/i })).toBeNull()
  })

  it('a failed download is said on the console and tried again on the next open', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { load, reject, resolve } = controlledLoad()
    render(
      <DeferredFoyerProvider load={load}>
        <ConnectButton />
      </DeferredFoyerProvider>,
    )
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await reject(new Error('chunk failed'))
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('could not be loaded'), expect.any(Error))
    act(() => fireEvent.click(screen.getByRole('button', { name: /connect/i })))
    expect(load).toHaveBeenCalledTimes(2)
    const foyer = createFoyer({ isMobile: false, storage: memoryStorage() })
    await resolve(foyer)
    expect(foyer.getState().modal.isOpen).toBe(true)
    act(() => foyer.close())
    spy.mockRestore()
  })

  it('a hook that needs the Foyer waits for it under Suspense', async () => {
    const { load, resolve } = controlledLoad()
    render(
      <DeferredFoyerProvider load={load}>
        <Suspense fallback={<p>loading</p>}>
          <Theme />
        </Suspense>
      </DeferredFoyerProvider>,
    )
    expect(screen.getByText('loading')).toBeTruthy()
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await resolve(createFoyer({ isMobile: false, storage: memoryStorage(), themeMode: 'dark' }))
    expect(screen.getByTestId('theme').textContent).toBe('dark')
  })
})

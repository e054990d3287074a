import { createFoyer } from '@foyer/core'
import { act, cleanup, render, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FoyerProvider, useFoyer } from '../context/FoyerProvider.js'
import { sameViewModel } from './same-view-model.js'
import { useAlert } from './useAlert.js'
import { useModal } from './useModal.js'
import { useRouter } from './useRouter.js'
import { useTheme } from './useTheme.js'

const foyer = createFoyer({ isMobile: false })
afterEach(() => {
  cleanup()
  act(() => foyer.close())
})
const wrapper = ({ children }: { children: ReactNode }) => (
  <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
)

let probeRenders = 0
function ModalProbe() {
  probeRenders++
  return <p>{useModal().isOpen ? 'open' : 'closed'}</p>
}

describe('useFoyer', () => {
  it('throws a clear error outside a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {}) // React logs the thrown error
    expect(() => renderHook(() => useFoyer())).toThrow(/FoyerProvider/)
    spy.mockRestore()
  })

  it('returns the provided Foyer', () => {
    const { result } = renderHook(() => useFoyer(), { wrapper })
    expect(result.current).toBe(foyer)
  })
})

describe('hooks', () => {
  it('useModal opens and closes through the modal actor', () => {
    const { result } = renderHook(() => useModal(), { wrapper })
    expect(result.current.isOpen).toBe(false)
    act(() => result.current.open('AllWallets'))
    expect(result.current.isOpen).toBe(true)
    expect(foyer.getState().router.view.name).toBe('AllWallets')
    act(() => result.current.close())
    expect(result.current.isOpen).toBe(false)
  })

  it('useRouter pushes and goes back', () => {
    const { result } = renderHook(() => useRouter(), { wrapper })
    act(() => foyer.open('AllWallets'))
    act(() => result.current.push('Account'))
    expect(result.current).toMatchObject({ view: { name: 'Account' }, canGoBack: true, depth: 2 })
    act(() => result.current.back())
    expect(result.current).toMatchObject({ view: { name: 'AllWallets' }, canGoBack: false, depth: 1 })
  })

  it('useTheme reads and sets the theme', () => {
    const { result } = renderHook(() => useTheme(), { wrapper })
    expect(result.current.mode).toBe('system')
    act(() => result.current.setTheme({ mode: 'light' }))
    expect(result.current.mode).toBe('light')
    act(() => result.current.setTheme({ mode: 'dark' }))
  })

  it('useAlert keeps its identity while nothing it shows changes', () => {
    let renders = 0
    const { result } = renderHook(
      () => {
        renders++
        return useAlert()
      },
      { wrapper },
    )
    const first = result.current
    // A root event that changes nothing the alert shows must not re-render the component.
    act(() => foyer.actor.send({ type: 'FOYER.CONNECTORS_CHANGED', connectors: [] }))
    expect(result.current).toBe(first)
    expect(renders).toBe(1)
  })

  it('re-renders a component only when its view model changes', () => {
    probeRenders = 0
    render(<ModalProbe />, { wrapper })
    act(() => foyer.router.send({ type: 'ROUTER.ENV', env: { isMobile: false } }))
    expect(probeRenders).toBe(1)
    act(() => foyer.open())
    expect(probeRenders).toBe(2)
  })
})

describe('sameViewModel', () => {
  it('compares plain objects and arrays by value and everything else by reference', () => {
    class Provider {
      request() {}
    }
    const provider = new Provider()
    expect(sameViewModel({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true)
    expect(sameViewModel({ a: [1, 2] }, { a: [2, 1] })).toBe(false)
    expect(sameViewModel({ a: 1 }, { a: 1, b: undefined })).toBe(false)
    expect(sameViewModel({ provider }, { provider })).toBe(true)
    expect(sameViewModel({ provider }, { provider: new Provider() })).toBe(false)
    expect(sameViewModel(undefined, undefined)).toBe(true)
  })
})

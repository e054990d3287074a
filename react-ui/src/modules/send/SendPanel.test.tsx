import { selectSendView } from '@foyer/core'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SendPanel } from './SendPanel.js'

afterEach(cleanup)

const intents = () => ({
  setToken: vi.fn(),
  setAmount: vi.fn(),
  setReceiver: vi.fn(),
  max: vi.fn(),
  submit: vi.fn(),
  cancel: vi.fn(),
})

describe('SendPanel', () => {
  it("keeps the amount and the receiver read-only while the form's machine downloads: what is typed would be lost", () => {
    const loading = selectSendView(undefined)
    const { rerender } = render(<SendPanel view={loading} tokens={[]} intents={intents()} />)
    expect(screen.getByLabelText('Amount').hasAttribute('readonly')).toBe(true)
    expect(screen.getByLabelText('To').hasAttribute('readonly')).toBe(true)

    rerender(<SendPanel view={{ ...loading, status: 'ready' }} tokens={[]} intents={intents()} />)
    expect(screen.getByLabelText('Amount').hasAttribute('readonly')).toBe(false)
    expect(screen.getByLabelText('To').hasAttribute('readonly')).toBe(false)
  })
})

import type { EmailLoginViewModel } from '@foyer/core/embedded-wallet'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { EmailLoginPanel } from './EmailLoginPanel.js'

afterEach(cleanup)

function renderPanel(view: EmailLoginViewModel) {
  const intents: string[] = []
  render(
    <EmailLoginPanel
      view={view}
      onEmail={(email) => intents.push(`email ${email}`)}
      onCode={(otp) => intents.push(`code ${otp}`)}
      onResend={() => intents.push('resend')}
    />,
  )
  return intents
}

describe('EmailLoginPanel', () => {
  it('asks for the code sent to the address, focused; Continue sends it trimmed, Send another asks again', () => {
    const intents = renderPanel({ step: 'enterCode', email: 'ada@example.com', error: undefined })
    const field = screen.getByLabelText('Enter the code sent to ada@example.com')
    expect(document.activeElement).toBe(field)
    expect(field.getAttribute('autocomplete')).toBe('one-time-code')
    fireEvent.change(field, { target: { value: ' 123456 ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    fireEvent.click(screen.getByRole('button', { name: 'Send another' }))
    expect(intents).toEqual(['code 123456', 'resend'])
  })

  it("shows the frame's error as an alert next to the code field", () => {
    renderPanel({ step: 'enterCode', email: 'ada@example.com', error: 'Invalid code' })
    expect(screen.getByRole('alert').textContent).toBe('Invalid code')
  })

  it('says what it waits for, as a status', () => {
    renderPanel({ step: 'sendingCode', email: 'ada@example.com', error: undefined })
    expect(screen.getByRole('status').textContent).toBe('Sending a code to ada@example.com…')
    cleanup()
    renderPanel({ step: 'confirmDevice', email: 'ada@example.com', error: undefined })
    expect(screen.getByRole('status').textContent).toContain('Approve this device')
  })

  it('after a refused address (the 30 s rule, a timeout), the address field again with the reason', () => {
    const intents = renderPanel({
      step: 'enterEmail',
      email: undefined,
      error: 'Please try again after 12 seconds',
    })
    expect(screen.getByRole('alert').textContent).toBe('Please try again after 12 seconds')
    fireEvent.change(screen.getByLabelText('Your email'), { target: { value: 'ada@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(intents).toEqual(['email ada@example.com'])
  })
})

import type { ActivityViewModel } from '@foyer/core'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AccountActivity } from './AccountActivity.js'

afterEach(cleanup)

function renderActivity(view: ActivityViewModel) {
  const calls: string[] = []
  render(
    <AccountActivity
      activity={{ view, show: () => calls.push('show'), loadMore: () => calls.push('more') }}
    />,
  )
  return calls
}

const november = {
  key: '2026-11',
  month: Date.UTC(2026, 10),
  items: [
    {
      key: 'a',
      title: 'Send',
      status: 'confirmed',
      minedAt: Date.UTC(2026, 10, 24, 10),
      transfers: [{ kind: 'fungible', sign: '-', amount: '10.000', symbol: 'FUSD' }],
      imageUrl: undefined,
    },
    {
      key: 'b',
      title: 'Receive',
      status: 'failed',
      minedAt: Date.UTC(2026, 10, 2, 23, 30),
      transfers: [{ kind: 'fungible', sign: '+', amount: '1.000', symbol: 'ETH' }],
      imageUrl: undefined,
    },
  ],
} as const

describe('AccountActivity', () => {
  it('asks for the list when it shows, and says it is loading', () => {
    expect(renderActivity({ status: 'loading' })).toEqual(['show'])
    expect(screen.getByRole('status').textContent).toContain('Loading activity…')
  })

  it('lists the transactions by month, with their status when not confirmed, and reads more on request', () => {
    const calls = renderActivity({
      status: 'listed',
      groups: [november],
      hasMore: true,
      isLoadingMore: false,
    })
    const month = screen.getByRole('region', { name: 'November 2026' })
    const items = within(month).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('.foyer-token-title')?.textContent)).toEqual([
      'Send',
      'Receive · Failed',
    ])
    expect(items.map((item) => item.querySelector('.foyer-token-value')?.textContent)).toEqual([
      '-10.000 FUSD',
      '+1.000 ETH',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }))
    expect(calls).toEqual(['show', 'more'])
  })

  it('shows the next page coming, and no button once the last page is in', () => {
    renderActivity({ status: 'listed', groups: [november], hasMore: true, isLoadingMore: true })
    expect(screen.getByRole('button', { name: 'Loading…' }).hasAttribute('disabled')).toBe(true)
    cleanup()
    renderActivity({ status: 'listed', groups: [november], hasMore: false, isLoadingMore: false })
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('says when there is no activity', () => {
    renderActivity({ status: 'listed', groups: [], hasMore: false, isLoadingMore: false })
    expect(screen.getByText('No activity on this network yet.')).toBeDefined()
  })
})

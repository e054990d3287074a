import type { TokensViewModel } from '@foyer/core'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerProvider } from '../../context/FoyerProvider.js'
import { renderFoyer } from '../../test/render-foyer.js'
import { AccountTokens } from './AccountTokens.js'

afterEach(cleanup)

function renderTokens(view: TokensViewModel) {
  const calls: string[] = []
  const result = render(
    <AccountTokens tokens={{ view, show: () => calls.push('show'), refresh: () => calls.push('refresh') }} />,
  )
  return {
    calls,
    rerender: (next: TokensViewModel) =>
      result.rerender(
        <AccountTokens
          tokens={{ view: next, show: () => calls.push('show'), refresh: () => calls.push('refresh') }}
        />,
      ),
  }
}

describe('AccountTokens', () => {
  it('asks for the tokens when it shows, and says they are loading', () => {
    const { calls } = renderTokens({ status: 'loading' })
    expect(calls).toEqual(['show'])
    expect(screen.getByRole('status').textContent).toContain('Loading tokens…')
    expect(screen.getByRole('region', { name: 'Tokens' })).toBeDefined()
  })

  it('lists each token with its quantity and value, and the total', () => {
    renderTokens({
      status: 'listed',
      tokens: [
        {
          key: 'eip155:1:native',
          name: 'Ether',
          symbol: 'ETH',
          iconUrl: undefined,
          amount: '1.500',
          usd: '4500',
        },
        {
          key: 'eip155:1:0xdai',
          name: 'Dai',
          symbol: 'DAI',
          iconUrl: 'https://tokens.example/dai.png',
          amount: '12.000',
          usd: undefined,
        },
      ],
      totalUsd: '4500',
      isRefreshing: true,
    })
    const region = screen.getByRole('region', { name: /Tokens/ })
    const items = within(region).getAllByRole('listitem')
    const texts = items.map((item) =>
      [...item.querySelectorAll('.foyer-token-title, .foyer-token-quantity, .foyer-token-value')].map(
        (part) => part.textContent,
      ),
    )
    expect(texts).toEqual([
      ['Ether', '1.500 ETH', '$4,500.00'],
      ['Dai', '12.000 DAI'],
    ])
    expect(within(region).getByRole('heading').textContent).toBe('Tokens$4,500.00')
    expect(within(region).getByRole('list').getAttribute('aria-busy')).toBe('true')
  })

  it('says when the account holds nothing on the network', () => {
    renderTokens({ status: 'listed', tokens: [], totalUsd: undefined, isRefreshing: false })
    expect(screen.getByText('No tokens on this network yet.')).toBeDefined()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('offers to try again only once the hold after a failure is over', () => {
    const { calls, rerender } = renderTokens({ status: 'unavailable', canRetry: false })
    expect(screen.getByText(/Token balances are unavailable/)).toBeDefined()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    rerender({ status: 'unavailable', canRetry: true })
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(calls).toEqual(['show', 'show', 'refresh'])
  })
})

describe('AccountTokens icons', () => {
  it("asks the service for the icon of a token without one, by symbol, and keeps a token's own icon", async () => {
    const { foyer } = renderFoyer({ ui: <></> })
    const asked: string[] = []
    const withImages = Object.assign(Object.create(foyer), {
      tokenImage: async (symbol: string) => {
        asked.push(symbol)
        return `blob:token/${symbol}`
      },
    })
    cleanup()
    const view: TokensViewModel = {
      status: 'listed',
      tokens: [
        { key: 'a', name: 'Ether', symbol: 'ETH', iconUrl: undefined, amount: '1', usd: undefined },
        {
          key: 'b',
          name: 'Dai',
          symbol: 'DAI',
          iconUrl: 'https://tokens.example/dai.png',
          amount: '2',
          usd: undefined,
        },
      ],
      totalUsd: undefined,
      isRefreshing: false,
    }
    const { container } = render(
      <FoyerProvider foyer={withImages}>
        <AccountTokens tokens={{ view, show: () => {}, refresh: () => {} }} />
      </FoyerProvider>,
    )
    const sources = () =>
      [...container.querySelectorAll('img.foyer-token-icon')].map((img) => img.getAttribute('src'))
    await waitFor(() => expect(sources()).toEqual(['blob:token/ETH', 'https://tokens.example/dai.png']))
    expect(asked).toEqual(['ETH'])
  })
})

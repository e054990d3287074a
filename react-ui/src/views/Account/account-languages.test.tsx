import type { AccountViewModel, ActivityViewModel, TokensViewModel } from '@foyer/core'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { AccountButtonBody } from '../../components/AccountButtonBody.js'
import { I18nProvider } from '../../i18n/I18nProvider.js'
import { loadFoyerLocale } from '../../i18n/load-locale.js'
import { AccountActivity } from './AccountActivity.js'
import { AccountPanel } from './AccountPanel.js'
import { AccountTokens } from './AccountTokens.js'

// The Account view's figures in the visitor's locale: core hands over decimal strings and times, the
// skin writes them. The expected texts are written out (what Intl gives for the tag Foyer passes), so
// a formatter that fell back to English, or to a Number, shows here.

afterEach(cleanup)
beforeAll(async () => {
  await Promise.all([loadFoyerLocale('ja'), loadFoyerLocale('ar'), loadFoyerLocale('es')])
})

const nothing = () => undefined
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const connected: AccountViewModel = {
  status: 'connected',
  namespace: 'eip155',
  address,
  shortAddress: '0xf39F…2266',
  balance: { amount: '12345.678', formatted: '12,345.678', symbol: 'ETH' },
  isBalanceLoading: false,
  accounts: [],
  otherAddresses: [],
  isAwaitingWallet: false,
}

const tokens: TokensViewModel = {
  status: 'listed',
  tokens: [
    {
      key: 'fusd',
      name: 'Foyer Dollar',
      symbol: 'FUSD',
      iconUrl: 'https://tokens.example/fusd.png',
      amount: '1250.500',
      usd: '1250.5',
    },
    // 30 whole digits and a dollar value no service can be trusted with: every digit, and "Unknown".
    {
      key: 'big',
      name: 'Big',
      symbol: 'BIG',
      iconUrl: 'https://tokens.example/big.png',
      amount: '123456789012345678901234567890.999',
      usd: 'unknown',
    },
  ],
  totalUsd: '1250.5',
  isRefreshing: false,
}

const activity: ActivityViewModel = {
  status: 'listed',
  groups: [
    {
      key: '2026-11',
      month: Date.UTC(2026, 10),
      items: [
        {
          key: 'a',
          title: 'Send',
          status: 'confirmed',
          minedAt: Date.UTC(2026, 10, 24, 23, 30),
          transfers: [
            { kind: 'fungible', sign: '-', amount: '1250.500', symbol: 'FUSD' },
            { kind: 'nft', sign: '+', name: 'Foyer Friend #0' },
          ],
          imageUrl: undefined,
        },
      ],
    },
  ],
  hasMore: false,
  isLoadingMore: false,
}

const inLocale = (locale: string, children: ReactNode) => (
  <I18nProvider locale={locale}>{children}</I18nProvider>
)

/** Each listed row's quantity and value, as the Tokens list shows them. */
const tokenTexts = () =>
  screen
    .getAllByRole('listitem')
    .map((item) =>
      [...item.querySelectorAll('.foyer-token-quantity, .foyer-token-value')].map((part) => part.textContent),
    )

describe('the Account view’s figures in the visitor’s locale', () => {
  it('Spanish groups with points and writes decimals after a comma, in the balance, tokens and button', () => {
    render(
      inLocale(
        'es',
        <>
          <AccountButtonBody view={connected} onClick={nothing} />
          <AccountTokens tokens={{ view: tokens, show: nothing, refresh: nothing }} />
        </>,
      ),
    )
    screen.getByRole('button', { name: '0xf39F…2266 12.345,678 ETH' })
    expect(tokenTexts()).toEqual([
      ['1250,500 FUSD', '1250,50\u00A0US$'],
      ['123.456.789.012.345.678.901.234.567.890,999 BIG', 'Desconocido'],
    ])
    expect(screen.getByRole('heading').textContent).toBe('Tokens1250,50\u00A0US$')
    cleanup()
    render(
      inLocale(
        'es',
        <AccountPanel
          view={connected}
          identity={undefined}
          intents={{
            copyAddress: nothing,
            openNetworks: nothing,
            open: nothing,
            disconnect: nothing,
            selectAccount: nothing,
            cancelRequest: nothing,
          }}
        />,
      ),
    )
    screen.getByText('12.345,678 ETH')
  })

  it('Japanese writes the month heading and the day its own way, the amounts as Japanese reads them', () => {
    render(
      inLocale('ja', <AccountActivity activity={{ view: activity, show: nothing, loadMore: nothing }} />),
    )
    const month = screen.getByRole('region', { name: '2026年11月' })
    within(month).getByRole('heading', { name: '2026年11月' })
    const [row] = within(month).getAllByRole('listitem')
    expect(row?.querySelector('.foyer-token-quantity')?.textContent).toBe('11月24日')
    expect(row?.querySelector('.foyer-token-value')?.textContent).toBe('-1,250.500 FUSD · +Foyer Friend #0')
  })

  it('Arabic (the tag "ar") keeps Latin digits, and puts the dollar sign after the figure', () => {
    render(inLocale('ar', <AccountTokens tokens={{ view: tokens, show: nothing, refresh: nothing }} />))
    expect(tokenTexts()).toEqual([
      ['1,250.500 FUSD', '\u200F1,250.50\u00A0US$'],
      ['123,456,789,012,345,678,901,234,567,890.999 BIG', 'غير معروف'],
    ])
    cleanup()
    render(
      inLocale('ar', <AccountActivity activity={{ view: activity, show: nothing, loadMore: nothing }} />),
    )
    screen.getByRole('heading', { name: 'نوفمبر 2026' })
    expect(screen.getByRole('listitem').querySelector('.foyer-token-quantity')?.textContent).toBe('24 نوفمبر')
  })

  it('the account button rendered on the server in Spanish hydrates without a difference', async () => {
    const app = () => inLocale('es', <AccountButtonBody view={connected} onClick={nothing} />)
    const container = document.createElement('div')
    container.innerHTML = renderToString(app())
    expect(container.textContent).toContain('12.345,678 ETH')
    document.body.append(container)
    const mismatches: unknown[] = []
    const root = await act(async () =>
      hydrateRoot(container, app(), { onRecoverableError: (error) => mismatches.push(error) }),
    )
    expect(mismatches).toEqual([])
    act(() => root.unmount())
    container.remove()
  })
})

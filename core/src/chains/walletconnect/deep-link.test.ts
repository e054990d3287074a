import { describe, expect, it } from 'vitest'
import type { DirectoryWallet } from '../../api/wallet-directory.types.js'
import { isFoyerError } from '../../errors/base.js'
import { deepLinkFor, InvalidWalletLinkError, walletConnectLink, walletLinkFor } from './deep-link.js'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=58'
const encoded = encodeURIComponent(uri)

describe('walletConnectLink', () => {
  it.each([
    // Universal links: exactly one trailing slash, then wc?uri=.
    ['https://metamask.app.link', 'https://metamask.app.link/'],
    ['https://metamask.app.link/', 'https://metamask.app.link/'],
    ['https://metamask.app.link///', 'https://metamask.app.link/'],
    ['https://link.trustwallet.com/open', 'https://link.trustwallet.com/open/'],
    ['https://go.cb-w.com/wc', 'https://go.cb-w.com/'],
    ['https://wc.example.app', 'https://wc.example.app/'],
    ['http://127.0.0.1:5174', 'http://127.0.0.1:5174/'],
    ['HTTPS://Rainbow.Me', 'HTTPS://Rainbow.Me/'],
    ['  https://zerion.io  ', 'https://zerion.io/'],
    // Custom schemes: normalised to scheme://.
    ['metamask:', 'metamask://'],
    ['metamask://', 'metamask://'],
    ['metamask:/', 'metamask://'],
    ['metamask:///', 'metamask://'],
    ['rainbow', 'rainbow://'],
    ['trust://wc', 'trust://'],
    ['trust://wc/', 'trust://'],
    ['MetaMask://', 'metamask://'],
    ['okex://main', 'okex://main/'],
    ['okex://main/wc', 'okex://main/'],
    ['ledgerlive:', 'ledgerlive://'],
    ['my-wallet.v2+beta://', 'my-wallet.v2+beta://'],
    // A host/path with a query or other characters is dropped, the scheme kept.
    ['zerion://wc?uri=old', 'zerion://'],
    ['safe://open app', 'safe://'],
  ])('%j → %s + wc?uri=…', (link, base) => {
    expect(walletConnectLink(link, uri)).toBe(`${base}wc?uri=${encoded}`)
  })

  it('encodes every reserved character of the URI', () => {
    expect(walletConnectLink('rainbow://', 'wc:a@2?b=c&d=e/f#g')).toBe(
      'rainbow://wc?uri=wc%3Aa%402%3Fb%3Dc%26d%3De%2Ff%23g',
    )
  })

  it.each([
    [''],
    ['   '],
    ['javascript:alert(1)'],
    ['JavaScript://%0aalert(1)'],
    ['data:text/html,<script>1</script>'],
    ['vbscript:x'],
    ['file:///etc/passwd'],
    ['blob:https://x/1'],
    ['about:blank'],
    ['https://'],
    ['https://x.app/?ref=1'],
    ['https://x.app/#top'],
    ['https://x app'],
    ['https:metamask.app.link'],
    ['://'],
    ['1inch://'],
    ['-wallet://'],
    ['wal let://'],
  ])('throws InvalidWalletLinkError for %j', (link) => {
    const error = (() => {
      try {
        return walletConnectLink(link, uri)
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(InvalidWalletLinkError)
    expect(isFoyerError(error, 'INVALID_WALLET_LINK')).toBe(true)
  })
})

const base: DirectoryWallet = { id: 'w', name: 'Wallet' }

describe('walletLinkFor and deepLinkFor', () => {
  it.each<
    [string, Partial<DirectoryWallet>, 'mobile' | 'desktop', { href: string; kind: string } | undefined]
  >([
    [
      'mobile: mobile_link first',
      { mobile_link: 'metamask://', webapp_link: 'https://web.metamask.app' },
      'mobile',
      { href: 'metamask://', kind: 'mobile' },
    ],
    [
      'mobile: a universal mobile_link',
      { mobile_link: 'https://metamask.app.link' },
      'mobile',
      { href: 'https://metamask.app.link/', kind: 'mobile' },
    ],
    [
      'mobile: webapp_link without a mobile_link',
      { mobile_link: null, webapp_link: 'https://web.zorvik.app' },
      'mobile',
      { href: 'https://web.zorvik.app/', kind: 'webapp' },
    ],
    ['mobile: never the desktop_link', { desktop_link: 'ledgerlive://' }, 'mobile', undefined],
    [
      'desktop: desktop_link first',
      { mobile_link: 'x://', desktop_link: 'ledgerlive:', webapp_link: 'https://w.app' },
      'desktop',
      { href: 'ledgerlive://', kind: 'desktop' },
    ],
    [
      'desktop: a universal desktop_link',
      { desktop_link: 'https://zorvik.app.link' },
      'desktop',
      { href: 'https://zorvik.app.link/', kind: 'desktop' },
    ],
    [
      'desktop: webapp_link without a desktop_link',
      { mobile_link: 'x://', webapp_link: 'https://w.app/' },
      'desktop',
      { href: 'https://w.app/', kind: 'webapp' },
    ],
    ['desktop: never the mobile_link', { mobile_link: 'metamask://' }, 'desktop', undefined],
    ['no links at all', {}, 'desktop', undefined],
    ['null links', { mobile_link: null, desktop_link: null, webapp_link: null }, 'mobile', undefined],
    [
      'an empty mobile_link is skipped',
      { mobile_link: '', webapp_link: 'https://w.app' },
      'mobile',
      { href: 'https://w.app/', kind: 'webapp' },
    ],
    [
      'an unsafe mobile_link is skipped',
      { mobile_link: 'javascript:alert(1)', webapp_link: 'https://w.app' },
      'mobile',
      { href: 'https://w.app/', kind: 'webapp' },
    ],
    ['an unsafe desktop_link is skipped', { desktop_link: 'data:text/html,x' }, 'desktop', undefined],
    ['a custom-scheme webapp_link is not a web app', { webapp_link: 'zorvik://' }, 'desktop', undefined],
  ])('%s', (_, links, device, expected) => {
    const wallet = { ...base, ...links }
    expect(walletLinkFor(wallet, device)).toEqual(expected)
    expect(deepLinkFor(wallet, device, uri)).toEqual(
      expected && { href: `${expected.href}wc?uri=${encoded}`, kind: expected.kind },
    )
  })

  it('deepLinkFor agrees with walletConnectLink', () => {
    const wallet = { ...base, mobile_link: 'trust://wc' }
    expect(deepLinkFor(wallet, 'mobile', uri)?.href).toBe(walletConnectLink('trust://wc', uri))
    expect(deepLinkFor(wallet, 'mobile', uri)?.href).toBe(`trust://wc?uri=${encoded}`)
  })
})

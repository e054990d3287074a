import { describe, expect, it } from 'vitest'
import { checkCustomWallets, InvalidCustomWalletError } from './custom-wallets.js'

describe('checkCustomWallets', () => {
  it('lists well-formed entries as directory wallets, in the given order', () => {
    const { wallets, errors } = checkCustomWallets([
      {
        id: 'acme',
        name: ' Acme Wallet ',
        imageUrl: 'https://acme.example/icon.png',
        homepage: 'https://acme.example',
        mobileLink: 'acme://',
        desktopLink: 'https://acme.example/desktop',
        webappLink: 'https://app.acme.example',
      },
      { id: 'zeta', name: 'Zeta' },
    ])
    expect(errors).toEqual([])
    expect(wallets).toEqual([
      {
        id: 'acme',
        name: 'Acme Wallet',
        image_url: 'https://acme.example/icon.png',
        homepage: 'https://acme.example',
        mobile_link: 'acme://',
        desktop_link: 'https://acme.example/desktop',
        webapp_link: 'https://app.acme.example',
      },
      { id: 'zeta', name: 'Zeta' },
    ])
  })

  it.each([
    ['not an object', 'acme', /customWallets\[1\]: not an object/],
    ['no id', { name: 'Acme' }, /`id` must be a non-empty string/],
    ['an empty id', { id: ' ', name: 'Acme' }, /`id` must be a non-empty string/],
    ['an id used before', { id: 'zeta', name: 'Zeta 2' }, /the id "zeta" is used by an earlier entry/],
    ['no name', { id: 'acme' }, /`name` must be a non-empty string/],
    ['an image over http', { id: 'a', name: 'A', imageUrl: 'http://a.example/i.png' }, /imageUrl .* https/],
    ['an image as data', { id: 'a', name: 'A', imageUrl: 'data:image/svg+xml,<svg/>' }, /imageUrl/],
    ['a homepage that runs script', { id: 'a', name: 'A', homepage: 'javascript:alert(1)' }, /homepage/],
    ['a web app over http', { id: 'a', name: 'A', webappLink: 'http://app.a.example' }, /webappLink/],
    ['a web app as an app scheme', { id: 'a', name: 'A', webappLink: 'acme://' }, /webappLink/],
    ['a deep link that runs script', { id: 'a', name: 'A', mobileLink: 'javascript:alert(1)' }, /mobileLink/],
    ['a deep link over http', { id: 'a', name: 'A', mobileLink: 'http://a.example' }, /mobileLink/],
    [
      'a deep link with a query',
      { id: 'a', name: 'A', desktopLink: 'https://a.example/?x=1' },
      /desktopLink/,
    ],
    ['a link that is not a string', { id: 'a', name: 'A', mobileLink: 42 }, /mobileLink 42/],
  ])('%s: left out with a clear error, the others kept', (_, entry, message) => {
    const { wallets, errors } = checkCustomWallets([
      { id: 'zeta', name: 'Zeta' },
      entry,
      { id: 'b', name: 'B' },
    ])
    expect(wallets.map((wallet) => wallet.id)).toEqual(['zeta', 'b'])
    expect(errors).toHaveLength(1)
    expect(errors[0]).toBeInstanceOf(InvalidCustomWalletError)
    expect(errors[0]?.code).toBe('INVALID_CUSTOM_WALLET')
    expect(errors[0]?.message).toMatch(/^Invalid custom wallet/)
    expect(errors[0]?.message).toMatch(message)
  })

  it("names the entry by its position and name, so the site's developer finds it", () => {
    const { errors } = checkCustomWallets([{ id: 'a', name: 'Acme', mobileLink: 'file:///etc/passwd' }])
    expect(errors[0]?.message).toMatch(/customWallets\[0\] \("Acme"\): mobileLink "file:\/\/\/etc\/passwd"/)
  })

  it('accepts the app schemes a deep link may use', () => {
    const { wallets, errors } = checkCustomWallets([
      { id: 'a', name: 'A', mobileLink: 'acme:' },
      { id: 'b', name: 'B', mobileLink: 'okex://main' },
      { id: 'c', name: 'C', mobileLink: 'https://c.example/wc' },
    ])
    expect(errors).toEqual([])
    expect(wallets).toHaveLength(3)
  })
})

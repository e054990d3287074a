import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserSocialPage } from './social-page.js'

describe('browserSocialPage', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('leaves for an https page only: a javascript: address would run in the page itself', () => {
    const assigned: string[] = []
    vi.stubGlobal('location', {
      href: 'https://shop.example/',
      assign: (url: string) => assigned.push(url),
    })
    const page = browserSocialPage()
    page.leaveTo('javascript:localStorage.clear()')
    page.leaveTo('data:text/html,<h1>Telegram</h1>')
    page.leaveTo('https://oauth.telegram.org/auth?bot_id=1')
    expect(assigned).toEqual(['https://oauth.telegram.org/auth?bot_id=1'])
  })
})

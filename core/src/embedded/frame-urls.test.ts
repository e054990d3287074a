import { describe, expect, it } from 'vitest'
import { FrameUrlRefusedError } from '../errors/frame.js'
import { checkFrameUrls } from './frame-urls.js'

const refused = (name: Parameters<typeof checkFrameUrls>[0], answer: unknown) => {
  try {
    checkFrameUrls(name, answer)
  } catch (error) {
    return error
  }
  return undefined
}

describe('checkFrameUrls: the addresses a frame hands over', () => {
  it.each([
    'javascript:alert(document.domain)',
    'JavaScript:localStorage.clear()',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://login.example/1',
    'http://login.example/authorize',
    'http://127.0.0.1.evil.example/authorize',
    'farcaster://signin',
    'https://',
    '/dev-api/social/authorize',
    '',
  ])('refuses %j as a social login page, with a stable code', (uri) => {
    const error = refused('GET_SOCIAL_REDIRECT_URI', { uri })
    expect(error).toBeInstanceOf(FrameUrlRefusedError)
    expect(error).toMatchObject({ code: 'FRAME_URL_REFUSED' })
  })

  it.each([
    'https://accounts.google.com/o/oauth2/auth?x=1',
    'http://127.0.0.1:5180/dev-api/social/authorize',
    'http://localhost:5180/authorize',
  ])('takes %j as a social login page (https; plain http on a loopback host only)', (uri) => {
    expect(refused('GET_SOCIAL_REDIRECT_URI', { uri })).toBe(undefined)
  })

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'http://farcaster.example/~/siwf', 'warpcast:x'])(
    'refuses %j as a Farcaster sign-in address',
    (url) => {
      expect(refused('GET_FARCASTER_URI', { url })).toBeInstanceOf(FrameUrlRefusedError)
    },
  )

  it.each(['https://farcaster.xyz/~/siwf?channelToken=t', 'farcaster://signin?channelToken=t'])(
    'takes %j as a Farcaster sign-in address',
    (url) => {
      expect(refused('GET_FARCASTER_URI', { url })).toBe(undefined)
    },
  )

  it('leaves answers that carry no address alone', () => {
    expect(refused('GET_CHAIN_ID', { chainId: 'javascript:alert(1)' })).toBe(undefined)
  })
})

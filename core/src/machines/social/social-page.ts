import { refusalOf, SOCIAL_LOGIN_SCHEMES } from '../../embedded/openable-url.js'
import type { SocialPage } from './social.types.js'

/** The query parameter a secure site sends the visitor back with after a login that left the page. */
const RESULT_URI_PARAM = 'result_uri'

/**
 * The page's own address as the social login uses it (see `SocialPage`); on the server, a page
 * without a result that goes nowhere.
 *
 * @example
 * const page = browserSocialPage()
 * page.resultUri() // 'https://secure.example/done?code=1' after a Telegram login
 */
export function browserSocialPage(): SocialPage {
  const here = () => (typeof location === 'undefined' ? undefined : new URL(location.href))
  return {
    resultUri: () => here()?.searchParams.get(RESULT_URI_PARAM) ?? undefined,
    forgetResultUri: () => {
      const url = here()
      if (!url) return
      url.searchParams.delete(RESULT_URI_PARAM)
      history.replaceState(history.state, '', url)
    },
    // Only to an https page: a `javascript:` address would run in this page, with the site's rights.
    leaveTo: (url) => {
      if (typeof location !== 'undefined' && refusalOf(url, SOCIAL_LOGIN_SCHEMES) === undefined)
        location.assign(url)
    },
  }
}

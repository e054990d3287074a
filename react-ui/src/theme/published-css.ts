import { snackbarCss } from '../components/Snackbar/snackbar.css.js'
import { toasterCss } from '../components/Toaster/toaster.css.js'
import { onrampCss } from '../modules/onramp/onramp.css.js'
import { payCss } from '../modules/pay/pay.css.js'
import { receiveCss } from '../modules/receive/receive.css.js'
import { sendCss } from '../modules/send/send.css.js'
import { socialCss } from '../views/ConnectingSocial/social.css.js'
import { emailCss } from '../views/EmailLogin/email.css.js'
import { namesCss } from '../views/RegisterAccountName/names.css.js'
import { siwxCss } from '../views/SIWXSignMessage/siwx.css.js'
import { foyerCss } from './FoyerStyles.js'

/**
 * Every stylesheet Foyer's components render, in one text: the content of `@foyer/react/styles.css`,
 * for sites that link it instead of letting the components inject `<style>` elements
 * (`<FoyerProvider injectStyles={false}>`), e.g. under a Content-Security-Policy without nonces.
 *
 * @example
 * writeFileSync('react-ui/styles.css', publishedCss)
 */
export const publishedCss = `/* @foyer/react: generated from the components' stylesheets by \`npm run styles\`. */\n${foyerCss}\n${toasterCss}\n${snackbarCss}\n${emailCss}\n${socialCss}\n${namesCss}\n${siwxCss}\n${receiveCss}\n${sendCss}\n${payCss}\n${onrampCss}\n`

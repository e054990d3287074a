export { FoyerStyles, foyerCss } from './FoyerStyles.js'

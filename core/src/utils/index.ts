export { formatBalance } from './format-balance.js'

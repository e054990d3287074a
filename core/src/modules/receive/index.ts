export { receive } from './receive.module.js'

export { type SendActions, send } from './send.module.js'

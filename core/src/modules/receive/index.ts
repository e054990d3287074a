export { receive } from './receive.module.js'
export { type ReceiveViewModel, receiveViewOf } from './receive.rules.js'

export { type OnrampActions, type OnrampModuleOptions, onramp } from './onramp.module.js'

export { connectionViewsMachine } from './connection-views.machine.js'
export { closesModalOnConnect, isShowingConnectingView } from './connection-views.rules.js'
export type { ConnectionViewsEvent, ConnectionViewsInput } from './connection-views.types.js'

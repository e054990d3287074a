export { connectionViewsMachine } from './connection-views.machine.js'
export type { ViewAboutAConnection, ViewOfConnecting } from './connection-views.rules.js'
export { closesModalOnConnect, isShowingConnectingView } from './connection-views.rules.js'
export type { ConnectionViewsEvent, ConnectionViewsInput } from './connection-views.types.js'

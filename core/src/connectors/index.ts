export type * from './connector.types.js'
export {
  type ConnectorGroupEntry,
  connectMethodOrder,
  defaultConnectorGroupOrder,
  groupConnectors,
} from './order.js'

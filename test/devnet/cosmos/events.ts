// ABCI events, as a Cosmos node emits them into a transaction's result: a type and ordered
// attributes (CometBFT 0.38 writes keys and values as plain strings). tx_search matches them as
// `type.key='value'`.

/** One event of a transaction's result. */
export type TxEvent = { type: string; attributes: readonly { key: string; value: string }[] }

/**
 * An event with its attributes in the given order.
 *
 * @example
 * event('transfer', { recipient: 'cosmos1…', sender: 'cosmos1…', amount: '5uatom' })
 */
export const event = (type: string, attributes: Readonly<Record<string, string>>): TxEvent => ({
  type,
  attributes: Object.entries(attributes).map(([key, value]) => ({ key, value })),
})

/**
 * The events a message emitted, each marked with the message's index (`msg_index`), as the SDK
 * (0.50 and later) marks them so a client can tell which message did what.
 *
 * @example
 * withMessageIndex(events, 0)
 */
export const withMessageIndex = (events: readonly TxEvent[], index: number): TxEvent[] =>
  events.map(({ type, attributes }) => ({
    type,
    attributes: [...attributes, { key: 'msg_index', value: String(index) }],
  }))

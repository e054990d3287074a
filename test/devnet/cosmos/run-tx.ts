import { MsgSendResponse } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { TxMsgData } from 'cosmjs-types/cosmos/base/abci/v1beta1/abci'
import { runAnte, type TxContext, type TxMode } from './ante.js'
import { executeSend } from './bank-send.js'
import type { CosmosChainConfig } from './chains.js'
import { CosmosTxError } from './errors.js'
import type { TxEvent } from './events.js'
import { GasMeter, OutOfGasError } from './gas.js'
import type { CosmosLedger } from './ledger.js'
import type { DecodedTx } from './tx-decode.js'

// One transaction through the node's application, as the SDK's runTx does it: the ante handler on a
// branch of the state, then (in a block or a simulation) the messages on a branch of that. If a
// message fails in a block, what the ante handler did stays (the fee is paid, the sequence counts
// the transaction) and what the messages did is dropped; if the ante handler fails, nothing stays.

/** A transaction's result, as CheckTx, a block and a simulation report it. */
export type TxResult = {
  /** 0 when accepted; otherwise the SDK error's code, `codespace` and `log`. */
  code: number
  codespace: string
  log: string
  gasWanted: bigint
  gasUsed: bigint
  events: readonly TxEvent[]
  /** The protobuf TxMsgData of the messages' responses (empty unless the messages ran and succeeded). */
  data: Uint8Array
}

/** A result, and the state to keep when it ran in a block (none when nothing it did stays). */
export type TxRun = { result: TxResult; state: CosmosLedger | undefined }

const MSG_SEND_RESPONSE_TYPE_URL = '/cosmos.bank.v1beta1.MsgSendResponse'

function failure(error: unknown, tx: DecodedTx, meter: GasMeter, events: readonly TxEvent[]): TxResult {
  if (!(error instanceof CosmosTxError)) throw error
  const { code, codespace, log } = error
  return {
    code,
    codespace,
    log,
    gasWanted: tx.fee.gasLimit,
    gasUsed: meter.consumed,
    events,
    data: new Uint8Array(),
  }
}

/**
 * Runs `tx` on a branch of `ledger` in `mode`, at `height`. CheckTx runs the ante handler only; a block
 * and a simulation run the messages too. Simulation meters gas without a limit.
 *
 * @example
 * const { result, state } = runTx(chain, ledger, tx, 'deliver', 12n)
 * if (state) ledger.commit(state)
 */
export function runTx(
  chain: CosmosChainConfig,
  ledger: CosmosLedger,
  tx: DecodedTx,
  mode: TxMode,
  height: bigint,
): TxRun {
  const meter = new GasMeter(mode === 'simulate' ? undefined : tx.fee.gasLimit)
  const ante: TxContext = { chain, ledger: ledger.branch(), height, mode, meter, events: [] }
  try {
    runAnte(ante, tx)
  } catch (error) {
    return { result: failure(error, tx, meter, []), state: undefined }
  }
  const success = (events: readonly TxEvent[], data: Uint8Array): TxResult => ({
    code: 0,
    codespace: '',
    log: '',
    gasWanted: tx.fee.gasLimit,
    gasUsed: meter.consumed,
    events,
    data,
  })
  if (mode === 'check') return { result: success(ante.events, new Uint8Array()), state: undefined }

  const messages: TxContext = { ...ante, ledger: ante.ledger.branch(), events: [] }
  try {
    tx.sends.forEach((send, index) => {
      try {
        messages.events.push(...executeSend(messages, send, index))
      } catch (error) {
        // Running out of gas is no message's failure: the SDK reports it as it is.
        if (!(error instanceof CosmosTxError) || error instanceof OutOfGasError) throw error
        throw error.wrap(`failed to execute message; message index: ${index}`)
      }
    })
  } catch (error) {
    return { result: failure(error, tx, meter, ante.events), state: ante.ledger }
  }
  ante.ledger.commit(messages.ledger)
  const data = TxMsgData.encode({
    data: [],
    msgResponses: tx.sends.map(() => ({
      typeUrl: MSG_SEND_RESPONSE_TYPE_URL,
      value: MsgSendResponse.encode({}).finish(),
    })),
  }).finish()
  return { result: success([...ante.events, ...messages.events], data), state: ante.ledger }
}

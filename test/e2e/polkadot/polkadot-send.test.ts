import type { ApiPromise } from '@polkadot/api'
import { afterAll, describe, expect, it } from 'vitest'
import { connectPolkadotApi } from '../../devnet/polkadot/polkadot-api.js'
import { expectAccessible } from '../support/axe.js'
import { useDemoInChromium } from '../support/demo-in-chromium.js'
import { chainBalanceText, polkadotOf } from './polkadot-demo.js'
import { newPolkadotAccount, openPolkadotSend, planckOf, sendForm } from './polkadot-send-form.js'

/**
 * Send on Polkadot, end to end: the demo in Chromium, its Polkadot dev wallet (an `injectedWeb3`
 * extension with real keys, signing with `signPayload`) on the stack's local chain (chopsticks running
 * the Rococo Asset Hub runtime). The visitor opens Send from the Account view, types an amount and a
 * receiver, reads what will be signed (receiver, fee, what the receiver gets) and sends; Foyer checks
 * the wallet's payload and signature against that review and waits for the block. Balances are read in
 * Node with @polkadot/api: the sender pays exactly the amount and the fee the block withdrew. (What the
 * form stops before the wallet is asked: polkadot-send-limits.test.ts.)
 */

const run = useDemoInChromium({ stack: { polkadot: true } })
// Connected once, while the first test's page connects its wallet (it takes a few seconds on a busy machine).
let connecting: Promise<ApiPromise> | undefined
const chainApi = () => {
  connecting ??= connectPolkadotApi(polkadotOf(run.stack))
  return connecting
}
afterAll(async () => (await connecting)?.disconnect())

const { form, amount: amountField, receiver: receiverField, send: sendButton, summary } = sendForm(run)

/** Free balances at the best block, read once there (subscriptions may lag a `dev_setStorage`). */
async function freeOf(...addresses: string[]): Promise<bigint[]> {
  const api = await chainApi()
  const best = await api.rpc.chain.getBlockHash()
  const accounts = await Promise.all(addresses.map((address) => api.query.system.account.at(best, address)))
  return accounts.map(({ data }) => data.free.toBigInt())
}

/**
 * The fee the chain withdrew from `from` for its transfer to `to`, found among the last blocks: this
 * runtime emits no TransactionFeePaid, it withdraws the fee (`balances.Withdraw`) before the call runs.
 */
async function feePaid(from: string, to: string): Promise<bigint> {
  const api = await chainApi()
  let blockHash = (await api.rpc.chain.getBlockHash()).toHex()
  for (let depth = 0; depth < 10; depth++) {
    const { block } = await api.rpc.chain.getBlock(blockHash)
    const index = block.extrinsics.findIndex(
      ({ isSigned, signer, method }) =>
        isSigned &&
        signer.toString() === from &&
        method.section === 'balances' &&
        method.method === 'transferKeepAlive' &&
        method.args[0]?.toString() === to,
    )
    if (index >= 0) {
      const records = await api.query.system.events.at(blockHash)
      const fees = records.flatMap(({ phase, event }) =>
        phase.isApplyExtrinsic &&
        phase.asApplyExtrinsic.toNumber() === index &&
        api.events.balances.Withdraw.is(event) &&
        event.data.who.toString() === from
          ? [event.data.amount.toBigInt()]
          : [],
      )
      expect(fees, 'one fee withdrawn').toHaveLength(1)
      return fees[0] ?? 0n
    }
    blockHash = block.header.parentHash.toHex()
  }
  throw new Error(`no transfer from ${from} to ${to} in the last 10 blocks`)
}

describe('Send on Polkadot in Chromium', () => {
  it("sends ROC: the review names receiver, fee and amount; the wallet's refusal says so and sends nothing; sent again, the wallet signs the payload and the sender pays exactly amount + fee", async () => {
    chainApi().catch(() => undefined) // connects while the page does; a failure shows where it is awaited
    const { devnet, wallet, accounts } = await openPolkadotSend(run)
    const { alice } = accounts
    const receiver = newPolkadotAccount(devnet)
    await amountField().fill('1.25')
    await receiverField().fill(receiver)
    await form().getByText('Network fee', { exact: true }).waitFor()
    const summaryText = (await summary().textContent()) ?? ''
    const [, feeText = ''] = /Network feeUp to ([\d.,]+) ROC/.exec(summaryText) ?? []
    expect(summaryText).toBe(`To${receiver}Network feeUp to ${feeText} ROCReceiver gets1.25 ROC`)
    await expectAccessible(run.page, 'Send on Polkadot, reviewed')
    expect((await wallet.requests()).map((request) => request.method)).not.toContain('signPayload')

    // The visitor refuses in the wallet: said in words, what was typed stays, nothing moves.
    const amount = 1_250_000_000_000n
    const [aliceBefore = 0n] = await freeOf(alice.address)
    await wallet.rejectNext('signPayload')
    await sendButton().click()
    await form().getByRole('alert').getByText('You rejected the transaction in your wallet').waitFor()
    expect(await amountField().inputValue()).toBe('1.25')
    expect(await freeOf(alice.address, receiver)).toEqual([aliceBefore, 0n])

    // Sent again and approved: back on the Account view once the transfer is in a block.
    await sendButton().click()
    await run.page.getByRole('dialog', { name: 'Account' }).waitFor({ timeout: 45_000 })
    const fee = await feePaid(alice.address, receiver)
    expect(fee).toBeGreaterThan(0n)
    expect(fee, 'within the fee shown').toBeLessThanOrEqual(planckOf(feeText, devnet.decimals))
    expect(await freeOf(alice.address, receiver)).toEqual([aliceBefore - amount - fee, amount])
    // The wallet was asked twice, by Alice's account as it lists it (the generic prefix 42).
    const api = await chainApi()
    const signed = (await wallet.requests()).filter((request) => request.method === 'signPayload')
    expect(signed.map((request) => api.createType('AccountId', request.address).toString())).toEqual([
      api.createType('AccountId', alice.address).toString(),
      api.createType('AccountId', alice.address).toString(),
    ])
    expect(await wallet.prompts()).toEqual([
      { kind: 'enable', answer: 'approved' },
      { kind: 'signPayload', answer: 'rejected' },
      { kind: 'signPayload', answer: 'approved' },
    ])
    // The Account view shows the balance the chain now holds.
    const balance = await chainBalanceText(devnet, alice.address)
    await expect
      .poll(() => run.demo.dialog.getByText(balance, { exact: false }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0)
  })
})

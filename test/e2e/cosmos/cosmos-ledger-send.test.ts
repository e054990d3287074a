import { decodeTxRaw } from '@cosmjs/proto-signing'
import { StargateClient } from '@cosmjs/stargate'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useDemoInChromium } from '../support/demo-in-chromium.js'
import { devAddresses, KEPLR, loadCosmosDemo } from './cosmos-demo.js'

/**
 * Send on Cosmos from a Ledger key, end to end: the demo in Chromium, its Keplr-compatible dev wallet
 * told its key is a Ledger's (`getKey().isNanoLedger`; its `signDirect` then fails, as Keplr's prompt
 * does for a Ledger), on the stack's local Cosmos chain (a node stand-in that verifies amino JSON
 * signatures). The visitor sends from the Send form as with any key; Foyer asks `signAmino`, checks
 * the document and signature the wallet returns against the review, and broadcasts the transaction in
 * amino sign mode. Balances and the transaction are read in Node with CosmJS.
 */

const run = useDemoInChromium()
let chain: StargateClient
beforeAll(async () => {
  chain = await StargateClient.connect(run.stack.cosmos.cosmos.rpcUrl)
})
afterAll(() => chain?.disconnect())

const form = () => run.demo.dialog.locator('form.foyer-send')
const uatomOf = async (address: string) => BigInt((await chain.getBalance(address, 'uatom')).amount)

describe('Send on Cosmos from a Ledger key in Chromium', () => {
  it('signs with signAmino, lands in amino sign mode, and the sender pays exactly amount + the fee shown', async () => {
    const { atom } = await devAddresses()
    const sender = atom.address
    // A receiver no other test uses: the dev mnemonic's address at index 21, which holds nothing.
    const receiver = (await devAddresses(21)).atom.address
    const wallet = await loadCosmosDemo(run)
    await run.page.evaluate(() => window.foyerCosmosDevWallet?.useLedger(true))
    await run.demo.connectWith(KEPLR)
    await run.demo.accountButton(atom.short).click()
    await run.page.getByRole('dialog', { name: 'Account' }).waitFor()
    await run.demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await run.page.getByRole('dialog', { name: 'Send' }).waitFor()

    await form()
      .getByLabel(/^Amount/)
      .fill('0.8')
    await form().getByLabel('To', { exact: true }).fill(receiver)
    await form().getByText('Network fee', { exact: true }).waitFor()
    const summary = (await form().locator('.foyer-send-summary').textContent()) ?? ''
    const [, feeText = ''] = /Network feeUp to ([\d.,]+) ATOM/.exec(summary) ?? []
    const senderBefore = await uatomOf(sender)
    await form().getByRole('button', { name: 'Send', exact: true }).click()
    await run.page.getByRole('dialog', { name: 'Account' }).waitFor({ timeout: 45_000 })
    await expect.poll(() => uatomOf(receiver), { timeout: 20_000 }).toBe(800_000n)

    const [found] = await chain.searchTx(`transfer.recipient='${receiver}'`)
    expect(found?.code).toBe(0)
    const tx = decodeTxRaw(found?.tx ?? new Uint8Array())
    expect(tx.authInfo.signerInfos[0]?.modeInfo?.single?.mode).toBe(SignMode.SIGN_MODE_LEGACY_AMINO_JSON)
    expect(MsgSend.decode(tx.body.messages[0]?.value ?? new Uint8Array())).toEqual({
      fromAddress: sender,
      toAddress: receiver,
      amount: [{ denom: 'uatom', amount: '800000' }],
    })
    const [feeCoin] = tx.authInfo.fee?.amount ?? []
    const fee = BigInt(feeCoin?.amount ?? '0')
    expect(fee).toBeGreaterThan(0n)
    expect(Number(feeText.replaceAll(',', '')) * 1_000_000).toBe(Number(fee))
    expect(await uatomOf(sender)).toBe(senderBefore - 800_000n - fee)
    const signing = (await wallet.requests()).filter((method) => method.startsWith('sign'))
    expect(signing).toEqual(['signAmino'])
  })
})

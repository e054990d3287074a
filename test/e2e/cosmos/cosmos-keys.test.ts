import {
  decodeSignature,
  makeSignDoc,
  pubkeyToAddress,
  type StdSignature,
  serializeSignDoc,
} from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { toBase64, toUtf8 } from '@cosmjs/encoding'
import { describe, expect, it } from 'vitest'
import { verifyCosmosSignature } from '../../../core/src/siwx/server/cosmos.js'
import { useDemoInChromium } from '../support/demo-in-chromium.js'
import { ATOM, devAddresses, KEPLR, loadCosmosDemo, OSMO, switchNetwork } from './cosmos-demo.js'

/**
 * Cosmos keys end to end: the demo's Keplr-compatible dev wallet signs the page's message with ADR-036
 * (checked in Node with Foyer's verifier and with CosmJS), and switching keys in the wallet moves the
 * connection to the new key on both local chains.
 */

const MESSAGE = 'Hello from the Foyer demo'

const run = useDemoInChromium()

/** Signs the demo's message through the page; the text the page shows once it has an answer. */
async function signMessage(): Promise<string> {
  await run.demo.signButton.click()
  await expect.poll(() => run.demo.signature.textContent()).not.toBe('')
  return (await run.demo.signature.textContent()) ?? ''
}

describe('Cosmos signatures and keys in Chromium', () => {
  it('signs the message with ADR-036: the signature verifies in Node with Foyer’s verifier and with CosmJS', async () => {
    const { atom } = await devAddresses()
    const wallet = await loadCosmosDemo(run)
    await run.demo.connectWith(KEPLR)
    await run.demo.accountButton(atom.short).waitFor()
    expect(await run.page.getByTestId('signed-message').textContent()).toBe(MESSAGE)

    const signature = await signMessage()
    expect(
      await verifyCosmosSignature({ data: { accountAddress: atom.address }, message: MESSAGE, signature }),
    ).toMatchObject({ ok: true })
    // The same check written with CosmJS: Keplr's StdSignature, its key the address's, over the amino
    // sign document ADR-036 defines for arbitrary data.
    const stdSignature = JSON.parse(signature) as StdSignature
    expect(pubkeyToAddress(stdSignature.pub_key, 'cosmos')).toBe(atom.address)
    const { pubkey, signature: bytes } = decodeSignature(stdSignature)
    const data = { signer: atom.address, data: toBase64(toUtf8(MESSAGE)) }
    const document = makeSignDoc(
      [{ type: 'sign/MsgSignData', value: data }],
      { gas: '0', amount: [] },
      '',
      '',
      0,
      0,
    )
    const digest = sha256(serializeSignDoc(document))
    expect(await Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(bytes), digest, pubkey)).toBe(
      true,
    )
    expect(await wallet.prompts('signArbitrary')).toEqual([
      { kind: 'signArbitrary', chainIds: [ATOM.chainId], answer: 'approved' },
    ])
  })

  it('a wallet answering a corrupt signature: the page says so and hands no signature over; the connection stays', async () => {
    const { atom } = await devAddresses()
    const wallet = await loadCosmosDemo(run)
    await run.demo.connectWith(KEPLR)
    await run.demo.accountButton(atom.short).waitFor()
    await wallet.corruptSignatures()
    await run.demo.signButton.click()
    await run.demo.signature
      .getByRole('alert')
      .getByText('The wallet answered with something that is not valid')
      .waitFor()
    expect(await run.demo.signature.textContent()).not.toContain('pub_key')
    await run.demo.accountButton(atom.short).waitFor()
  })

  it('a key switch in the wallet: the connection follows the new key, on both chains, with no prompt', async () => {
    const first = await devAddresses(0)
    const next = await devAddresses(1)
    const wallet = await loadCosmosDemo(run)
    await run.demo.connectWith(KEPLR)
    await run.demo.accountButton(first.atom.short).waitFor()
    const prompts = await wallet.prompts()

    await wallet.switchKey()
    const account = run.demo.accountButton(next.atom.short)
    await account.click()
    expect(await run.demo.dialog.getByRole('heading', { name: next.atom.short }).getAttribute('title')).toBe(
      next.atom.address,
    )
    await run.demo.closeModal()
    expect(await run.demo.accountButton(first.atom.short).count()).toBe(0)
    await switchNetwork(run, OSMO.name)
    await run.demo.accountButton(next.osmo.short).waitFor()
    expect(await wallet.prompts()).toEqual(prompts)
  })
})

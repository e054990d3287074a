import '@polkadot/api/augment'
import type { ApiPromise } from '@polkadot/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectPolkadotApi } from '../../devnet/polkadot/polkadot-api.js'
import { POLKADOT_DEV_ACCOUNTS } from '../../devnet/polkadot/polkadot-dev-accounts.js'
import { polkadotDevPair } from '../../devnet/polkadot/polkadot-dev-pair.js'
import { POLKADOT_DEV_WALLET_ACCOUNTS } from '../../devnet/polkadot/polkadot-dev-wallet-accounts.js'
import { type PolkadotDevnet, startPolkadotDevnet } from '../../devnet/polkadot/polkadot-devnet.js'
import { createScriptedPolkadotExtension } from '../../wallets/polkadot-extension.js'
import { inBlock } from './in-block.js'

// The scripted Polkadot extension (the demo's dev wallet) signs transactions as a site asks a browser
// extension to, through @polkadot/api's `signAndSend` with the extension's signer: the local chain takes
// what it signs, and refuses nothing it did not sign.

describe('the scripted Polkadot extension on the local chain', () => {
  let devnet: PolkadotDevnet
  let api: ApiPromise
  beforeAll(async () => {
    devnet = await startPolkadotDevnet()
    api = await connectPolkadotApi(devnet)
  }, 60_000)
  afterAll(async () => {
    await api?.disconnect()
    await devnet?.stop()
  })

  it("signs a transfer with signPayload after the visitor's approval: the chain takes it", async () => {
    const { extension, controls } = createScriptedPolkadotExtension({
      accounts: POLKADOT_DEV_WALLET_ACCOUNTS,
      authorised: true,
    })
    const injected = await extension.enable('Foyer tests')
    const [alice, bob] = await Promise.all([
      polkadotDevPair(POLKADOT_DEV_ACCOUNTS.alice, devnet.ss58Prefix),
      polkadotDevPair(POLKADOT_DEV_ACCOUNTS.bob, devnet.ss58Prefix),
    ])
    const before = (await api.query.system.account(bob.address)).data.free.toBigInt()
    const result = await inBlock(
      api.tx.balances.transferKeepAlive(bob.address, 1_000_000_000_000n),
      alice.address,
      injected.signer,
    )
    expect(result.dispatchError).toBeUndefined()
    expect((await api.query.system.account(bob.address)).data.free.toBigInt() - before).toBe(
      1_000_000_000_000n,
    )
    expect(controls.prompts).toEqual([{ kind: 'signPayload', answer: 'approved' }])

    controls.rejectNext('signPayload')
    await expect(
      inBlock(api.tx.balances.transferKeepAlive(bob.address, 1n), alice.address, injected.signer),
    ).rejects.toThrow('Cancelled')
  })
})

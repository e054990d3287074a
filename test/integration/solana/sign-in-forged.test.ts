import { ed25519 } from '@noble/curves/ed25519'
import type { Wallet } from '@wallet-standard/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { solana } from '../../../core/src/chains/solana/solana.adapter.js'
import { createFoyer } from '../../../core/src/create-foyer.js'
import { siwx } from '../../../core/src/modules/siwx/siwx.module.js'
import type { SiwxSession, SiwxStorage } from '../../../core/src/siwx/siwx.types.js'
import { memoryStorage } from '../../../core/src/storage/memory.js'
import { solanaLocalNetwork } from '../../devnet/local-networks.js'
import { type SolanaDevnet, startSolanaDevnet } from '../../devnet/solana-devnet.js'
import { createScriptedSolanaWallet } from '../../wallets/solana-wallet.js'

// One-prompt Sign In With Solana with a wallet that answers a signature that is not the account's
// (64 zero bytes, or another key's over the same text): Foyer verifies it with ed25519 before keeping
// the session, so nothing is kept, the connection stands and the sign view asks for a signature.

let devnet: SolanaDevnet
beforeAll(async () => {
  devnet = await startSolanaDevnet()
})
afterAll(() => devnet.stop())

type SignInOutput = { account: unknown; signedMessage: Uint8Array; signature: Uint8Array }

/** The scripted wallet, its `solana:signIn` answers' signatures replaced by `forge`'s. */
function forgingWallet(wallet: Wallet, forge: (signedMessage: Uint8Array) => Uint8Array): Wallet {
  const feature = wallet.features['solana:signIn'] as {
    version: string
    signIn(...inputs: unknown[]): Promise<SignInOutput[]>
  }
  const signIn = async (...inputs: unknown[]) =>
    (await feature.signIn(...inputs)).map((output) => ({ ...output, signature: forge(output.signedMessage) }))
  return Object.create(wallet, {
    features: { value: { ...wallet.features, 'solana:signIn': { ...feature, signIn } } },
  })
}

async function start(forge: (signedMessage: Uint8Array) => Uint8Array) {
  const scripted = createScriptedSolanaWallet({
    chains: [{ chain: 'solana:localnet', rpcUrl: devnet.rpcUrl }],
    signIn: true,
  })
  const wallet = forgingWallet(scripted.wallet, forge)
  const sessions: SiwxSession[] = []
  const storage: SiwxStorage = {
    add: async (session) => void sessions.push(session),
    set: async (list) => void sessions.splice(0, sessions.length, ...list),
    get: async (chainId, address) =>
      sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address),
    delete: async () => void sessions.splice(0),
  }
  const foyer = createFoyer({
    adapters: [
      solana({
        networks: [solanaLocalNetwork(devnet.rpcUrl)],
        registry: () => ({ get: () => [wallet], on: () => () => {} }),
      }),
    ],
    modules: [siwx({ storage, getNonce: async () => 'serverNonce42xyz', statement: 'Sign in to Example' })],
    storage: memoryStorage(),
    origin: 'https://app.example.com',
  })
  const siwxActor = foyer.getActor('siwx')
  const connection = foyer.getActor('connection.solana')
  if (!siwxActor || !connection) throw new Error('the sign-in module or the Solana connection did not start')
  await waitFor(connection, (s) => s.context.connectors.length > 0)
  foyer.open()
  foyer.connect(wallet.name)
  return { controls: scripted.controls, sessions, siwx: siwxActor, connection }
}

describe('one-prompt Solana sign-in with a signature that is not the account’s', () => {
  it.each([
    ['64 zero bytes', () => new Uint8Array(64)],
    [
      'another key’s signature of the same text',
      (signed: Uint8Array) => ed25519.sign(signed, ed25519.utils.randomPrivateKey()),
    ],
  ])('%s: no session is kept, the connection stands and the sign view asks', async (_, forge) => {
    const { controls, sessions, siwx, connection } = await start(forge)
    // Before sessions were verified, the forged one was kept and the actor went to signedIn instead.
    await waitFor(siwx, (s) => s.matches('prompting') || s.matches('signedIn'), { timeout: 10_000 })
    expect(siwx.getSnapshot().value).toBe('prompting')
    expect(sessions).toEqual([])
    expect(controls.prompts.map((p) => p.feature)).toEqual(['solana:signIn'])
    expect(connection.getSnapshot().context.connection?.accounts[0].address).toBe(controls.address)
  })
})

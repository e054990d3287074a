import type { Wallet } from '@wallet-standard/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { solana } from '../../../core/src/chains/solana/solana.adapter.js'
import { createFoyer } from '../../../core/src/create-foyer.js'
import { siwx } from '../../../core/src/modules/siwx/siwx.module.js'
import { verifySiwxMessage } from '../../../core/src/siwx/server/verify.js'
import type { SiwxSession, SiwxStorage } from '../../../core/src/siwx/siwx.types.js'
import { memoryStorage } from '../../../core/src/storage/memory.js'
import { solanaLocalNetwork } from '../../devnet/local-networks.js'
import { type SolanaDevnet, startSolanaDevnet } from '../../devnet/solana-devnet.js'
import { createScriptedSolanaWallet } from '../../wallets/solana-wallet.js'

// Sign in with X on Solana through Foyer's actors: a wallet with `solana:signIn` connects and signs in
// with one prompt, a wallet without it connects then signs, and every session verifies on the server
// verifier (ed25519 over the exact CAIP-122 text, domain bound to the page's host).

let devnet: SolanaDevnet
beforeAll(async () => {
  devnet = await startSolanaDevnet()
})
afterAll(() => devnet.stop())

const DOMAIN = 'app.example.com'
const NONCE = 'serverNonce42xyz'

function sessionStore(refuse = false) {
  const sessions: SiwxSession[] = []
  const storage: SiwxStorage = {
    add: async (session) => {
      if (refuse) throw new Error('the server refused the session')
      sessions.push(session)
    },
    set: async (list) => void sessions.splice(0, sessions.length, ...list),
    get: async (chainId, address) =>
      sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address),
    delete: async () => void sessions.splice(0),
  }
  return { sessions, storage }
}

async function start(options: {
  signIn: boolean
  statement?: string
  refuse?: boolean
  rejectFirst?: boolean
}) {
  const { wallet, controls } = createScriptedSolanaWallet({
    chains: [{ chain: 'solana:localnet', rpcUrl: devnet.rpcUrl }],
    signIn: options.signIn,
  })
  const network = solanaLocalNetwork(devnet.rpcUrl)
  const { sessions, storage } = sessionStore(options.refuse)
  const signedIn: SiwxSession[] = []
  const foyer = createFoyer({
    adapters: [solana({ networks: [network], registry: () => registryOf(wallet) })],
    modules: [siwx({ storage, getNonce: async () => NONCE, statement: options.statement })],
    storage: memoryStorage(),
    origin: `https://${DOMAIN}`,
  })
  foyer.onSignIn(({ session }) => signedIn.push(session))
  const siwxActor = foyer.getActor('siwx')
  if (!siwxActor) throw new Error('the sign-in module did not start')
  const connection = foyer.getActor('connection.solana')
  if (!connection) throw new Error('no Solana connection actor')
  await waitFor(connection, (s) => s.context.connectors.length > 0)
  if (options.rejectFirst) controls.rejectNext()
  foyer.open()
  foyer.connect(wallet.name)
  return { foyer, controls, sessions, signedIn, siwx: siwxActor }
}

function registryOf(wallet: Wallet) {
  return { get: () => [wallet], on: () => () => {} }
}

const verify = (session: SiwxSession) =>
  verifySiwxMessage({ message: session.message, signature: session.signature, domain: DOMAIN, nonce: NONCE })

describe('sign in with Solana', () => {
  it('with solana:signIn: one prompt connects and signs in; the session verifies on the server', async () => {
    const { controls, sessions, signedIn, siwx } = await start({
      signIn: true,
      statement: 'Sign in to Example',
    })
    await waitFor(siwx, (s) => s.matches('signedIn'))
    expect(controls.prompts.map((p) => p.feature)).toEqual(['solana:signIn'])
    expect(sessions).toHaveLength(1)
    expect(signedIn).toEqual(sessions)
    const [session] = sessions
    if (!session) throw new Error('no session')
    expect(session.data).toMatchObject({ domain: DOMAIN, accountAddress: controls.address, nonce: NONCE })
    expect(await verify(session)).toMatchObject({ ok: true })
  })

  it('without solana:signIn: connect, then the sign view, then signMessage; the session verifies', async () => {
    const { controls, sessions, siwx } = await start({ signIn: false, statement: 'Sign in to Example' })
    await waitFor(siwx, (s) => s.matches('prompting'))
    siwx.send({ type: 'SIWX.SIGN' })
    await waitFor(siwx, (s) => s.matches('signedIn'))
    expect(controls.prompts.map((p) => p.feature)).toEqual(['standard:connect', 'solana:signMessage'])
    const [session] = sessions
    if (!session) throw new Error('no session')
    expect(await verify(session)).toMatchObject({ ok: true })
  })

  it('a message without a statement is not offered to solana:signIn (its SIWS text would differ)', async () => {
    const { controls, siwx } = await start({ signIn: true })
    await waitFor(siwx, (s) => s.matches('prompting'))
    expect(controls.prompts.map((p) => p.feature)).toEqual(['standard:connect'])
  })

  it('a storage that refuses the one-prompt session keeps the connection, and the sign view asks again', async () => {
    const { controls, signedIn, siwx, foyer } = await start({
      signIn: true,
      statement: 'Sign in',
      refuse: true,
    })
    await waitFor(siwx, (s) => s.matches('prompting'))
    expect(controls.prompts.map((p) => p.feature)).toEqual(['solana:signIn'])
    expect(signedIn).toEqual([])
    expect(foyer.getActor('connection.solana')?.getSnapshot().context.connection?.accounts[0].address).toBe(
      controls.address,
    )
  })

  it('refusing the one prompt is a rejected connection, and a retry signs in', async () => {
    const { controls, siwx, foyer } = await start({ signIn: true, statement: 'Sign in', rejectFirst: true })
    const connection = foyer.getActor('connection.solana')
    if (!connection) throw new Error('no Solana connection actor')
    await waitFor(connection, (s) => s.context.error !== undefined)
    expect(connection.getSnapshot().context.error?.message).toBe('Connection rejected')
    foyer.retryConnect()
    await waitFor(siwx, (s) => s.matches('signedIn'))
    expect(controls.prompts.map((p) => p.feature)).toEqual(['solana:signIn', 'solana:signIn'])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { bip122 } from '../../../core/src/chains/bip122/bip122.adapter.js'
import { createFoyer } from '../../../core/src/create-foyer.js'
import { siwx } from '../../../core/src/modules/siwx/siwx.module.js'
import { verifySiwxMessage } from '../../../core/src/siwx/server/verify.js'
import type { SiwxSession, SiwxStorage } from '../../../core/src/siwx/siwx.types.js'
import { memoryStorage } from '../../../core/src/storage/memory.js'
import { type BitcoinChain, startBitcoinChain } from '../../devnet/bitcoin-esplora.js'
import { bitcoinLocalNetwork } from '../../devnet/local-networks.js'
import { createScriptedBitcoinWallet } from '../../wallets/bitcoin-wallet.js'

// Sign in with X on Bitcoin through Foyer's actors: the session is for the payment address (Bitcoin's
// default account), signed by a scripted wallet with a real key, and it verifies on the server
// verifier; the ordinals address is never the one signed in.

let chain: BitcoinChain
beforeAll(async () => {
  chain = await startBitcoinChain()
})
afterAll(() => chain.stop())

const DOMAIN = 'app.example.com'
const NONCE = 'bitcoinNonce42xyz'

async function start(seed: string) {
  const wallet = createScriptedBitcoinWallet({ privateKeyHex: seed.repeat(32), esploraUrl: chain.url })
  const network = bitcoinLocalNetwork()
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
      bip122({
        networks: [network],
        esploraUrls: { [network.caipNetworkId]: chain.url },
        page: { btc_providers: [wallet.announcement], FoyerBtc: { BitcoinProvider: wallet.satsConnect } },
      }),
    ],
    modules: [siwx({ storage, getNonce: async () => NONCE, statement: 'Sign in to Example' })],
    storage: memoryStorage(),
    origin: `https://${DOMAIN}`,
  })
  const connection = foyer.connection('bip122')
  const signIn = foyer.getActor('siwx')
  if (!connection || !signIn) throw new Error('no Bitcoin connection or sign-in actor')
  await waitFor(connection, (s) => s.context.connectors.length > 0)
  foyer.open()
  foyer.connect(wallet.announcement.id)
  return { wallet, sessions, signIn }
}

describe('sign in with Bitcoin', () => {
  it('signs in the payment address; the session verifies on the server', async () => {
    const { wallet, sessions, signIn } = await start('91')
    await waitFor(signIn, (s) => s.matches('prompting'))
    signIn.send({ type: 'SIWX.SIGN' })
    await waitFor(signIn, (s) => s.matches('signedIn'))
    const [session] = sessions
    if (!session) throw new Error('no session')
    expect(session.data).toMatchObject({
      domain: DOMAIN,
      accountAddress: wallet.payment.address,
      chainId: bitcoinLocalNetwork().caipNetworkId,
      nonce: NONCE,
    })
    expect(session.message).toContain(
      `${DOMAIN} wants you to sign in with your Bitcoin account:\n${wallet.payment.address}`,
    )
    expect(wallet.calls.filter((call) => call === 'signMessage')).toHaveLength(1)
    const verified = await verifySiwxMessage({
      message: session.message,
      signature: session.signature,
      domain: DOMAIN,
      nonce: NONCE,
    })
    expect(verified).toMatchObject({ ok: true })
  })

  it('a wallet answering a signature that does not verify is not signed in, and the view says why', async () => {
    const { wallet, sessions, signIn } = await start('92')
    await waitFor(signIn, (s) => s.matches('prompting'))
    wallet.corruptSignatures()
    signIn.send({ type: 'SIWX.SIGN' })
    await waitFor(signIn, (s) => s.matches('prompting') && s.context.error !== undefined)
    expect(sessions).toEqual([])
  })
})

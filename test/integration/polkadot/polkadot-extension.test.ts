import { stringToU8a } from '@polkadot/util'
import { encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import type { AccountEvent, Connection } from '../../../core/src/chains/adapter.types.js'
import { polkadot } from '../../../core/src/chains/polkadot/polkadot.adapter.js'
import { isUserRejection } from '../../../core/src/errors/rpc.js'
import { polkadotLocalNetwork } from '../../devnet/polkadot/local-polkadot-chain.js'
import { POLKADOT_DEV_ACCOUNTS } from '../../devnet/polkadot/polkadot-dev-accounts.js'
import { polkadotDevPair } from '../../devnet/polkadot/polkadot-dev-pair.js'
import {
  POLKADOT_DEV_WALLET_ACCOUNTS,
  POLKADOT_DEV_WALLET_KEY,
} from '../../devnet/polkadot/polkadot-dev-wallet-accounts.js'
import {
  createScriptedPolkadotExtension,
  type PolkadotExtensionMemory,
  type ScriptedPolkadotExtensionOptions,
} from '../../wallets/polkadot-extension.js'

// The scripted Polkadot extension (the demo's dev wallet) through Foyer's own Polkadot adapter, as a
// page's `injectedWeb3` holds it: its keys are real, so util-crypto checks what it signs (its
// `signPayload` on the local chain: polkadot-extension-chain.test.ts).

// A network with a placeholder genesis hash: the adapter reads no chain until a balance is asked for.
const chain = {
  caipNetworkId: 'polkadot:45454545454545454545454545454545',
  httpUrl: 'http://127.0.0.1:9',
  wsUrl: 'ws://127.0.0.1:9',
  ss58Prefix: 2,
  symbol: 'ROC',
  decimals: 12,
} as const
const network = polkadotLocalNetwork(chain)

function setUp(options: Partial<ScriptedPolkadotExtensionOptions> = {}) {
  const { extension, controls } = createScriptedPolkadotExtension({
    accounts: POLKADOT_DEV_WALLET_ACCOUNTS,
    ...options,
  })
  const page = { injectedWeb3: { [POLKADOT_DEV_WALLET_KEY]: extension } }
  const adapter = polkadot({
    networks: [network],
    appName: 'Foyer tests',
    ss58Prefixes: { [network.caipNetworkId]: chain.ss58Prefix },
    page,
  })
  const connector = {
    id: POLKADOT_DEV_WALLET_KEY,
    name: 'Foyer Dev Wallet',
    type: 'INJECTED' as const,
    chain: 'polkadot' as const,
  }
  return {
    extension,
    controls,
    adapter,
    connect: () => adapter.connect({ connector, network }),
    reconnect: () => adapter.reconnect({ connectorId: POLKADOT_DEV_WALLET_KEY, connector, network }),
  }
}

/** The events a connection's watcher hears. */
function watch(adapter: ReturnType<typeof polkadot>, connection: Connection<'polkadot'>) {
  const events: AccountEvent<'polkadot'>[] = []
  const stop = adapter.watchAccount(connection, (event) => events.push(event))
  return { events, stop }
}

const pairs = () =>
  Promise.all(
    [POLKADOT_DEV_ACCOUNTS.alice, POLKADOT_DEV_ACCOUNTS.bob, POLKADOT_DEV_ACCOUNTS.devEd25519].map(
      (account) => polkadotDevPair(account, chain.ss58Prefix),
    ),
  )

describe('the scripted Polkadot extension, through the Polkadot adapter', () => {
  it("lets the site in after one prompt and lists every account (its ethereum one too); Foyer offers the Substrate ones by name, with the chain's prefix", async () => {
    const { controls, connect } = setUp()
    const listed = await controls.listed()
    expect(listed.map((account) => [account.name, account.type])).toEqual([
      ['Alice', 'sr25519'],
      ['Bob', 'sr25519'],
      ['Foyer dev (Ethereum)', 'ethereum'],
      ['Foyer dev (ed25519)', 'ed25519'],
    ])
    // As polkadot-js lists them: the generic prefix 42 (an ethereum account as its 20-byte hex address).
    expect(listed[0]?.address).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')
    expect(listed[2]?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    const connection = await connect()
    const [alice, bob, ed25519] = await pairs()
    expect(
      connection.accounts.map((account) => [account.name, account.address, account.addressType]),
    ).toEqual([
      ['Alice', alice?.address, 'sr25519'],
      ['Bob', bob?.address, 'sr25519'],
      ['Foyer dev (ed25519)', ed25519?.address, 'ed25519'],
    ])
    expect(controls.prompts).toEqual([{ kind: 'enable', answer: 'approved' }])
    await connect()
    expect(controls.prompts, 'a site it let in is not asked again').toHaveLength(1)
  })

  it("remembers that it let the site in: a new page's extension answers at once, and a reconnect asks nothing", async () => {
    const memory: PolkadotExtensionMemory[] = []
    const first = setUp({ onChange: (remembered) => memory.push(remembered) })
    await first.connect()
    expect(memory).toEqual([{ authorised: true, unshared: [] }])

    const next = setUp({ authorised: memory.at(-1)?.authorised })
    expect(await next.reconnect()).toMatchObject({ connectorId: POLKADOT_DEV_WALLET_KEY })
    expect(next.controls.prompts).toEqual([])
  })

  it('remembers the accounts the visitor stopped sharing: a new page lists them only once shared again', async () => {
    const memory: PolkadotExtensionMemory[] = []
    const first = setUp({ authorised: true, onChange: (remembered) => memory.push(remembered) })
    const bob = await polkadotDevPair(POLKADOT_DEV_ACCOUNTS.bob, 42)
    await first.controls.removeAccount(encodeAddress(bob.publicKey, 2))
    expect(memory.at(-1)).toEqual({ authorised: true, unshared: [bob.address] })

    const next = setUp({ ...memory.at(-1), onChange: (remembered) => memory.push(remembered) })
    const names = async () => (await next.controls.listed()).map((account) => account.name)
    expect(await names()).toEqual(['Alice', 'Foyer dev (Ethereum)', 'Foyer dev (ed25519)'])
    await next.controls.addAccount(POLKADOT_DEV_ACCOUNTS.bob)
    expect(await names()).toContain('Bob')
    expect(memory.at(-1)).toEqual({ authorised: true, unshared: [] })
  })

  it("a refused prompt fails enable with polkadot-js's Error('Rejected'), which Foyer reports as the visitor's rejection; the next connect asks again", async () => {
    const { controls, extension, connect } = setUp()
    controls.rejectNext()
    const refusal = await extension.enable('Foyer tests').catch((error: unknown) => error)
    expect(refusal).toEqual(new Error('Rejected'))
    controls.rejectNext()
    expect(isUserRejection(await connect().catch((error: unknown) => error))).toBe(true)
    expect(controls.authorised).toBe(false)
    await connect()
    expect(controls.prompts.map((prompt) => prompt.answer)).toEqual(['rejected', 'rejected', 'approved'])
  })

  it('failNext fails the next request with its message, before any prompt; hangNext holds it until released', async () => {
    const { controls, extension } = setUp()
    controls.failNext('The extension broke', 'enable')
    await expect(extension.enable('Foyer tests')).rejects.toThrow('The extension broke')
    expect(controls.prompts).toEqual([])
    controls.hangNext('enable')
    let answered = false
    const held = extension.enable('Foyer tests').then(() => {
      answered = true
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(answered).toBe(false)
    controls.release()
    await held
    expect(controls.authorised).toBe(true)
  })

  it('signs a message with signRaw around <Bytes>…</Bytes>, as extensions do, with the account asked for; a cancelled signature is a rejection', async () => {
    const { controls, adapter, connect } = setUp()
    const connection = await connect()
    const [, bob, ed25519] = await pairs()
    const message = 'Sign in to the Foyer demo'
    const signature = await adapter.signMessage(connection, { message, address: bob?.address })
    const wrapped = stringToU8a(`<Bytes>${message}</Bytes>`)
    expect(signatureVerify(wrapped, signature, bob?.address ?? '')).toMatchObject({
      isValid: true,
      crypto: 'sr25519',
    })
    const edSignature = await adapter.signMessage(connection, { message, address: ed25519?.address })
    expect(signatureVerify(wrapped, edSignature, ed25519?.address ?? '')).toMatchObject({
      isValid: true,
      crypto: 'ed25519',
    })
    // Asked with the address as the extension wrote it (prefix 42).
    expect(controls.requests.filter((request) => request.method === 'signRaw').map((r) => r.address)).toEqual(
      [
        encodeAddress(bob?.publicKey ?? new Uint8Array(), 42),
        encodeAddress(ed25519?.publicKey ?? new Uint8Array(), 42),
      ],
    )
    controls.rejectNext('signRaw')
    const refusal = await adapter.signMessage(connection, { message }).catch((error: unknown) => error)
    expect(isUserRejection(refusal)).toBe(true)
  })

  it('tells subscribers when the visitor adds, renames or removes an account, and an empty list when it takes the site back', async () => {
    const { controls, adapter, connect } = setUp()
    const connection = await connect()
    const { events, stop } = watch(adapter, connection)
    const [alice, bob] = await pairs()
    const names = () => {
      const last = events.at(-1)
      return last?.type === 'accountsChanged' ? last.accounts.map((account) => account.name) : last?.type
    }
    await controls.addAccount({ name: 'Charlie', uri: '//Charlie', type: 'sr25519' })
    await expect.poll(names).toEqual(['Alice', 'Bob', 'Foyer dev (ed25519)', 'Charlie'])
    await controls.renameAccount(bob?.address ?? '', 'Bob (cold)')
    await expect.poll(names).toEqual(['Alice', 'Bob (cold)', 'Foyer dev (ed25519)', 'Charlie'])
    await controls.removeAccount(alice?.address ?? '')
    await expect.poll(names).toEqual(['Bob (cold)', 'Foyer dev (ed25519)', 'Charlie'])
    controls.revoke()
    await expect.poll(names).toBe('disconnect')
    stop()
    await expect(connect().then(() => controls.prompts.length)).resolves.toBe(2)
  })
})

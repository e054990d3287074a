import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { hexToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'

// A scripted Polkadot extension for tests, as `window.injectedWeb3[name]` holds one: real keys from
// `@polkadot/keyring` (sr25519 by default, as extensions make them), `enable` that lets the site in,
// refuses, fails or never answers, accounts that can be added, removed and renamed (subscribers hear
// the whole list, at once and on every change), and `signRaw` that signs `<Bytes>…</Bytes>` around
// the data, as polkadot-js, Talisman and SubWallet do.

/** How the extension answers `enable`. */
export type EnableBehaviour = 'allow' | 'reject' | 'hang' | 'throwString' | 'junk'
/** How the extension answers `signRaw`. */
export type SignBehaviour = 'sign' | 'signWithType' | 'reject' | 'short'

type Listed = { address: string; name?: string; type?: string; genesisHash?: string | null }

let ready: Promise<boolean> | undefined

/**
 * A keyring pair for a development URI (`//Alice`), of the key type given (sr25519 by default), with
 * the generic prefix 42 as extensions write addresses.
 *
 * @example
 * const alice = await devPair('//Alice')
 */
export async function devPair(
  uri: string,
  type: 'sr25519' | 'ed25519' | 'ecdsa' | 'ethereum' = 'sr25519',
): Promise<KeyringPair> {
  ready ??= cryptoWaitReady()
  await ready
  return new Keyring({ type, ss58Format: 42 }).addFromUri(uri, { name: uri.slice(2) })
}

/**
 * An extension holding `pairs`, each listed under its name, with the levers of a test.
 *
 * @example
 * const wallet = await scriptedExtension([await devPair('//Alice'), await devPair('//Bob')])
 * page.injectedWeb3 = { 'polkadot-js': wallet.extension }
 */
export async function scriptedExtension(pairs: readonly KeyringPair[]) {
  ready ??= cryptoWaitReady()
  await ready
  const held = new Map(pairs.map((pair) => [pair.address, pair]))
  let listed: Listed[] = pairs.map((pair) => ({
    address: pair.address,
    name: String(pair.meta.name),
    type: pair.type,
    genesisHash: null,
  }))
  const subscribers = new Set<(accounts: Listed[]) => void>()
  const script = {
    enable: 'allow' as EnableBehaviour,
    sign: 'sign' as SignBehaviour,
    /** The origin names `enable` was called with, one per call. */
    enableCalls: [] as string[],
    /** What `signRaw` was asked, one per call. */
    signCalls: [] as { address: string; data: string; type: string }[],
    /** Answers a pending `enable` of the `hang` kind (none until one is pending). */
    answerEnable: undefined as (() => void) | undefined,
  }
  const tell = () => {
    for (const subscriber of [...subscribers]) subscriber(listed.map((entry) => ({ ...entry })))
  }
  const injected = {
    accounts: {
      get: async () => listed.map((entry) => ({ ...entry })),
      subscribe(onChange: (accounts: Listed[]) => void) {
        subscribers.add(onChange)
        // Extensions answer a subscription with the current list, right after it starts.
        queueMicrotask(() => {
          if (subscribers.has(onChange)) onChange(listed.map((entry) => ({ ...entry })))
        })
        return () => subscribers.delete(onChange)
      },
    },
    signer: {
      async signRaw({ address, data, type }: { address: string; data: string; type: string }) {
        script.signCalls.push({ address, data, type })
        if (script.sign === 'reject') throw new Error('Cancelled')
        const pair = held.get(address)
        if (!pair || type !== 'bytes') throw new Error(`Unable to sign for ${address}`)
        const signature = pair.sign(u8aWrapBytes(hexToU8a(data)), {
          withType: script.sign === 'signWithType',
        })
        return {
          id: script.signCalls.length,
          signature: u8aToHex(script.sign === 'short' ? signature.slice(1) : signature),
        }
      },
    },
  }
  const extension = {
    version: '0.62.1',
    enable(originName: string): Promise<unknown> {
      script.enableCalls.push(originName)
      switch (script.enable) {
        case 'reject':
          return Promise.reject(
            new Error(`The source ${originName} is not allowed to interact with this extension`),
          )
        case 'throwString':
          return Promise.reject('the extension broke')
        case 'junk':
          return Promise.resolve({ accounts: 'none' })
        case 'hang':
          return new Promise((resolve) => {
            script.answerEnable = () => resolve(injected)
          })
        default:
          return Promise.resolve(injected)
      }
    },
  }
  return {
    extension,
    script,
    subscriberCount: () => subscribers.size,
    /** Replaces the whole list the extension shares (junk included), and tells subscribers. */
    setListed(entries: Listed[]) {
      listed = entries
      tell()
    },
    /** Shares one more account. */
    add(pair: KeyringPair) {
      held.set(pair.address, pair)
      listed = [...listed, { address: pair.address, name: String(pair.meta.name), type: pair.type }]
      tell()
    },
    /** Stops sharing an account. */
    remove(address: string) {
      listed = listed.filter((entry) => entry.address !== address)
      tell()
    },
    rename(address: string, name: string) {
      listed = listed.map((entry) => (entry.address === address ? { ...entry, name } : entry))
      tell()
    },
    /** Tells subscribers the same list again, as some extensions do. */
    repeat: tell,
  }
}

import { ed25519 } from '@noble/curves/ed25519'
import {
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { frameCalls } from '../../../embedded/frame-calls.js'
import type { FrameChannel } from '../../../embedded/frame-channel.js'
import { NotConnectedToAuthError } from '../../../errors/connection.js'
import { encodeBase58 } from '../../../networks/base58.js'
import type { TransactionPreview } from '../../transaction-preview.types.js'
import type { SolanaRpcRequest } from '../preview/account-reader.js'
import { LOOKUP_TABLE_PROGRAM } from '../preview/lookup-tables.js'
import { wireTransaction } from '../preview/preview.fixtures.js'
import { featureOf } from '../wallet-features.js'
import { type EmbeddedSolanaLink, frameSolanaWallet } from './frame-wallet.js'
import { readableSolanaMessage, solanaTransactionPreview } from './request-preview.js'

const SECRET = new Uint8Array(32).fill(3)
const PUBLIC_KEY = ed25519.getPublicKey(SECRET)
const ADDRESS = encodeBase58(PUBLIC_KEY)
const RECIPIENT = new PublicKey(new Uint8Array(32).fill(7))
const NETWORK = { caipNetworkId: 'solana:localnet-genesis', name: 'Foyer Devnet SOL' }
const BLOCKHASH = encodeBase58(new Uint8Array(32).fill(9))

/** A SOL transfer from the login's account, unsigned, as wire bytes (legacy or v0). */
function transfer(lamports: number, version: 'legacy' | 0 = 'legacy'): Uint8Array {
  const instruction = SystemProgram.transfer({
    fromPubkey: new PublicKey(ADDRESS),
    toPubkey: RECIPIENT,
    lamports,
  })
  if (version === 'legacy')
    return new Transaction({ feePayer: new PublicKey(ADDRESS), recentBlockhash: BLOCKHASH })
      .add(instruction)
      .serialize({ requireAllSignatures: false })
  const message = new TransactionMessage({
    payerKey: new PublicKey(ADDRESS),
    recentBlockhash: BLOCKHASH,
    instructions: [instruction],
  }).compileToV0Message()
  return new VersionedTransaction(message).serialize()
}

/** A frame that answers from a table (recording every call), and a visitor who approves or declines. */
function scripted(
  options: {
    connected?: boolean
    address?: string
    answers?: Record<string, unknown>
    approve?: boolean
    /** The network's JSON-RPC, for the review's reads; none when absent. */
    rpc?: SolanaRpcRequest
  } = {},
) {
  const calls: { name: string; payload: unknown }[] = []
  const previews: TransactionPreview[] = []
  // What each approved request says it sent, read from the frame's answer.
  const sent: unknown[] = []
  const told: string[] = []
  const channel: FrameChannel = {
    async call(name, payload) {
      calls.push({ name, payload })
      const value =
        name === 'IS_CONNECTED'
          ? { isConnected: options.connected ?? true }
          : name === 'GET_USER'
            ? { address: options.address ?? ADDRESS, chainId: NETWORK.caipNetworkId }
            : options.answers?.[String(Reflect.get(Object(payload), 'method'))]
      if (!frameCalls[name].result(value)) throw new Error(`the test answers ${name} with ${String(value)}`)
      return value
    },
    close() {},
  }
  const link: EmbeddedSolanaLink = {
    channel: async () => channel,
    async approve(preview, run, readSent) {
      previews.push(preview)
      if (options.approve === false) throw Object.assign(new Error('declined'), { code: 4001 })
      const output = await run(new AbortController().signal)
      sent.push(readSent?.(output))
      return output
    },
    network: (chain) =>
      chain === undefined || chain === 'solana:localnet'
        ? { ...NETWORK, ...(options.rpc ? { request: options.rpc } : {}) }
        : undefined,
    async signOut() {},
    noLogin: (namespace) => told.push(`no login on ${namespace}`),
  }
  const wallet = frameSolanaWallet(link)
  return { wallet, calls, previews, sent, told }
}

async function connected(options: Parameters<typeof scripted>[0] = {}) {
  const run = scripted(options)
  const connect = featureOf(run.wallet, 'standard:connect')
  const { accounts } = (await connect?.connect()) ?? { accounts: [] }
  const [account] = accounts
  if (!account) throw new Error('no account')
  return { ...run, account }
}

describe('frameSolanaWallet', () => {
  it('connects only after a login: silently it shares nothing (and says the frame has no login), else it says the visitor is not signed in', async () => {
    const { wallet, calls, told } = scripted({ connected: false })
    const connect = featureOf(wallet, 'standard:connect')
    expect(await connect?.connect({ silent: true })).toEqual({ accounts: [] })
    expect(told).toEqual(['no login on solana'])
    await expect(connect?.connect()).rejects.toBeInstanceOf(NotConnectedToAuthError)
    expect(calls.map((call) => call.name)).toEqual(['IS_CONNECTED', 'IS_CONNECTED'])
    expect(told).toEqual(['no login on solana'])
  })

  it("asks the frame for the login's account on the site's Solana network, with its public key", async () => {
    const { account, calls, wallet } = await connected()
    expect(calls.at(-1)).toEqual({ name: 'GET_USER', payload: { chainId: NETWORK.caipNetworkId } })
    expect(account.address).toBe(ADDRESS)
    expect(account.publicKey).toEqual(PUBLIC_KEY)
    expect(wallet.accounts).toHaveLength(1)
  })

  it('refuses an EVM address where a Solana account was asked for', async () => {
    await expect(connected({ address: '0x1111111111111111111111111111111111111111' })).rejects.toThrow(
      'The wallet answered with something that is not valid',
    )
  })

  it('shows a message in words first, then asks the frame in base58 and checks the 64-byte signature', async () => {
    const message = new TextEncoder().encode('Hello from Foyer')
    const signature = encodeBase58(ed25519.sign(message, SECRET))
    const { wallet, account, calls, previews } = await connected({
      answers: { solana_signMessage: { signature } },
    })
    const [output] = (await featureOf(wallet, 'solana:signMessage')?.signMessage({ account, message })) ?? []
    expect(previews).toEqual([
      {
        title: 'Sign a message',
        network: 'Foyer Devnet SOL',
        sections: [
          { heading: 'Message', rows: [{ address: undefined, detail: 'Hello from Foyer', amount: '' }] },
        ],
        totals: [{ label: 'Signed by', value: ADDRESS }],
      },
    ])
    expect(calls.at(-1)).toEqual({
      name: 'RPC_REQUEST',
      payload: {
        method: 'solana_signMessage',
        params: { message: encodeBase58(message), pubkey: ADDRESS },
        chainId: NETWORK.caipNetworkId,
        chainNamespace: 'solana',
      },
    })
    expect(ed25519.verify(output?.signature ?? new Uint8Array(), message, PUBLIC_KEY)).toBe(true)
  })

  it('refuses a signature that is not 64 bytes, and a declined request never reaches the frame', async () => {
    const short = await connected({
      answers: { solana_signMessage: { signature: encodeBase58(new Uint8Array(63)) } },
    })
    await expect(
      featureOf(short.wallet, 'solana:signMessage')?.signMessage({
        account: short.account,
        message: Uint8Array.of(1),
      }),
    ).rejects.toThrow('The wallet answered with something that is not valid')
    const declined = await connected({ approve: false })
    await expect(
      featureOf(declined.wallet, 'solana:signMessage')?.signMessage({
        account: declined.account,
        message: Uint8Array.of(1),
      }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(declined.calls.map((call) => call.name)).not.toContain('RPC_REQUEST')
  })

  it('shows a transfer with its recipient and amount, then sends the transaction in base64 and reads the signed one', async () => {
    const unsigned = Uint8Array.from(transfer(250_000_000))
    const signed = unsigned.slice()
    signed.set(new Uint8Array(64).fill(5), 1)
    let binary = ''
    for (const byte of signed) binary += String.fromCharCode(byte)
    const { wallet, account, calls, previews, sent } = await connected({
      answers: { solana_signTransaction: { transaction: btoa(binary) } },
    })
    const [output] =
      (await featureOf(wallet, 'solana:signTransaction')?.signTransaction({
        account,
        chain: 'solana:localnet',
        transaction: unsigned,
      })) ?? []
    expect(output?.signedTransaction).toEqual(signed)
    expect(Reflect.get(Object(calls.at(-1)?.payload), 'method')).toBe('solana_signTransaction')
    expect(previews[0]?.title).toBe('Sign a transaction')
    expect(previews[0]?.sections[0]?.rows).toEqual([
      {
        address: RECIPIENT.toBase58(),
        detail: 'SOL transfer',
        detailText: { text: 'SOL transfer' },
        amount: '0.25 SOL',
        figure: { amount: '0.25', symbol: 'SOL' },
      },
    ])
    expect(sent, 'a transaction only signed is not sent').toEqual([undefined])
  })

  it('a transaction signed and sent names its signature on the network: balances are read again once it is confirmed', async () => {
    const signature = new Uint8Array(64).fill(9)
    const { wallet, account, sent } = await connected({
      answers: { solana_signAndSendTransaction: { signature: encodeBase58(signature) } },
    })
    const [output] =
      (await featureOf(wallet, 'solana:signAndSendTransaction')?.signAndSendTransaction({
        account,
        chain: 'solana:localnet',
        transaction: Uint8Array.from(transfer(250_000_000)),
      })) ?? []
    expect(output?.signature).toEqual(signature)
    expect(sent).toEqual([{ caipNetworkId: NETWORK.caipNetworkId, id: encodeBase58(signature) }])
  })
})

describe('the transaction review over the network’s RPC', () => {
  const TABLE = new PublicKey(new Uint8Array(32).fill(40))
  /** A v0 transfer of 5 SOL whose recipient is named only through the lookup table at TABLE. */
  const v0 = () => {
    const instruction = SystemProgram.transfer({
      fromPubkey: new PublicKey(ADDRESS),
      toPubkey: RECIPIENT,
      lamports: 5_000_000_000,
    })
    const table = { key: TABLE, state: { addresses: [RECIPIENT] } }
    return wireTransaction([instruction], {
      payer: new PublicKey(ADDRESS),
      blockhash: BLOCKHASH,
      version: 0,
      lookupTables: [table as never],
    })
  }
  const tableData = new Uint8Array(56 + 32)
  tableData[0] = 1
  tableData.set(RECIPIENT.toBytes(), 56)

  async function reviewOf(rpc: SolanaRpcRequest | undefined) {
    const { wallet, account, previews } = await connected({
      answers: { solana_signAndSendTransaction: { signature: encodeBase58(new Uint8Array(64).fill(1)) } },
      ...(rpc ? { rpc } : {}),
    })
    await featureOf(wallet, 'solana:signAndSendTransaction')?.signAndSendTransaction({
      account,
      chain: 'solana:localnet',
      transaction: v0(),
    })
    return previews.at(-1)
  }

  it('reads the lookup table with getAccountInfo before the review, which shows the recipient and its 5 SOL', async () => {
    const asked: unknown[][] = []
    const preview = await reviewOf(async (method, params) => {
      asked.push([method, ...params])
      const data = btoa(String.fromCharCode(...tableData))
      return {
        context: { slot: 1 },
        value: { lamports: 1, owner: LOOKUP_TABLE_PROGRAM, data: [data, 'base64'] },
      }
    })
    expect(asked).toEqual([
      ['getAccountInfo', TABLE.toBase58(), { encoding: 'base64', commitment: 'confirmed' }],
    ])
    expect(preview?.refusal).toBeUndefined()
    expect(preview?.sections[0]?.rows).toEqual([
      {
        address: RECIPIENT.toBase58(),
        detail: 'SOL transfer',
        detailText: { text: 'SOL transfer' },
        amount: '5 SOL',
        figure: { amount: '5', symbol: 'SOL' },
      },
    ])
  })

  it('refuses the review (no Approve) when the network has no RPC or it fails', async () => {
    const refusal = 'Foyer cannot read the address lookup tables this transaction uses'
    expect((await reviewOf(undefined))?.refusal).toMatch(refusal)
    expect((await reviewOf(async () => Promise.reject(new Error('503'))))?.refusal).toMatch(refusal)
  })
})

describe('solanaTransactionPreview', () => {
  it('reads legacy and v0 transfers alike: recipient, amount, what leaves the wallet, the fee and its payer', async () => {
    for (const version of ['legacy', 0] as const) {
      expect(
        await solanaTransactionPreview(transfer(1_500_000_000, version), {
          signer: ADDRESS,
          network: 'Solana',
          sends: true,
        }),
      ).toEqual({
        title: 'Send a transaction',
        network: 'Solana',
        sections: [
          {
            heading: 'Instructions',
            rows: [
              {
                address: RECIPIENT.toBase58(),
                detail: 'SOL transfer',
                detailText: { text: 'SOL transfer' },
                amount: '1.5 SOL',
                figure: { amount: '1.5', symbol: 'SOL' },
              },
            ],
          },
        ],
        totals: [
          { label: 'Leaves this wallet', value: '1.5 SOL', figure: { amount: '1.5', symbol: 'SOL' } },
          { label: 'Network fee', value: '0.000005 SOL', figure: { amount: '0.000005', symbol: 'SOL' } },
          { label: 'Fee paid by', value: ADDRESS },
        ],
      })
    }
  })

  it('shows a memo as its text, and refuses bytes it cannot read', async () => {
    const memo = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')
    const wire = new Transaction({ feePayer: new PublicKey(ADDRESS), recentBlockhash: BLOCKHASH })
      .add({ programId: memo, keys: [], data: Buffer.from('hello') })
      .serialize({ requireAllSignatures: false })
    const preview = await solanaTransactionPreview(wire, { signer: ADDRESS, network: 'Solana', sends: false })
    expect(preview.sections[0]?.rows).toEqual([
      {
        address: undefined,
        detail: 'Memo: hello',
        detailText: { text: 'Memo: {memo}', values: { memo: 'hello' } },
        amount: '',
      },
    ])
    expect(preview.totals[0]).toEqual({
      label: 'Leaves this wallet',
      value: '0 SOL',
      figure: { amount: '0', symbol: 'SOL' },
    })
    const unreadable = await solanaTransactionPreview(Uint8Array.of(1, 2, 3), {
      signer: ADDRESS,
      network: 'Solana',
      sends: false,
    })
    expect(unreadable.sections).toEqual([
      {
        heading: 'Transaction',
        rows: [
          {
            address: undefined,
            detail: 'A transaction Foyer cannot read',
            detailText: { text: 'A transaction Foyer cannot read' },
            amount: '',
          },
        ],
      },
    ])
    expect(unreadable.refusal).toMatch(/^Foyer cannot read this transaction/)
  })

  it('shows a message as its text, or in base58 when it is not text', () => {
    expect(readableSolanaMessage(new TextEncoder().encode('Sign in\nplease'))).toBe('Sign in\nplease')
    expect(readableSolanaMessage(Uint8Array.of(0, 1, 2))).toBe(encodeBase58(Uint8Array.of(0, 1, 2)))
    expect(readableSolanaMessage(Uint8Array.of(0xff, 0xfe))).toBe(encodeBase58(Uint8Array.of(0xff, 0xfe)))
    // Direction overrides and zero-width characters are written out, not applied.
    expect(readableSolanaMessage(new TextEncoder().encode('pay\u202Ecod.exe US\u200BDC'))).toBe(
      'pay\\u{202E}cod.exe US\\u{200B}DC',
    )
  })
})

import { describe, expect, it } from 'vitest'
import { frameCalls } from '../../../embedded/frame-calls.js'
import type { FrameChannel } from '../../../embedded/frame-channel.js'
import { FrameRequestError } from '../../../errors/frame.js'
import { isUserRejection } from '../../../errors/rpc.js'
import type { TransactionPreview } from '../../transaction-preview.types.js'
import { hasRpcCode } from '../errors.js'
import { embeddedMethodKind, isEmbeddedAnswerWellFormed } from './embedded-methods.js'
import { type EmbeddedWalletLink, frameEip1193Provider } from './frame-provider.js'
import { evmRequestPreview, readableMessage } from './request-preview.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const SIGNATURE = `0x${'ab'.repeat(65)}`
const HASH = `0x${'cd'.repeat(32)}`
const SMART_ACCOUNT = '0x2222222222222222222222222222222222222222'

/** A frame that answers from a table, recording every call; and a visitor who approves or declines. */
function scripted(
  options: {
    connected?: boolean
    answers?: Record<string, unknown>
    approve?: boolean
    lastChainId?: number
    preferredAccountType?: 'eoa' | 'smartAccount'
    /** The chains where the login has a smart account (the frame's list). */
    smartAccountChains?: readonly number[]
  } = {},
) {
  let lastChainId = options.lastChainId
  const calls: { name: string; payload: unknown }[] = []
  const previews: TransactionPreview[] = []
  // What each approved request says it sent, read from the frame's answer.
  const sent: unknown[] = []
  let signedOut = 0
  const told: string[] = []
  const answer = (name: string, payload: unknown): unknown => {
    calls.push({ name, payload })
    if (name === 'IS_CONNECTED') return { isConnected: options.connected ?? true }
    if (name === 'GET_USER') return { address: ADDRESS, chainId: 31337 }
    if (name === 'GET_CHAIN_ID') return { chainId: 31337 }
    if (name === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS')
      return { smartAccountEnabledNetworks: [...(options.smartAccountChains ?? [31337])] }
    if (name === 'INIT_SMART_ACCOUNT') return { address: SMART_ACCOUNT, isDeployed: true }
    if (name === 'SET_PREFERRED_ACCOUNT')
      return { type: Reflect.get(Object(payload), 'type'), address: SMART_ACCOUNT }
    if (name === 'SWITCH_NETWORK') {
      const chainId = Reflect.get(Object(payload), 'chainId')
      if (chainId === 999) throw new FrameRequestError('Unsupported chain 999')
      return { chainId }
    }
    if (name === 'RPC_REQUEST') {
      const method = String(Reflect.get(Object(payload), 'method'))
      const scriptedAnswer = options.answers?.[method]
      if (scriptedAnswer instanceof Error) throw scriptedAnswer
      return scriptedAnswer
    }
    return undefined
  }
  const channel: FrameChannel = {
    async call(name, payload) {
      const value = answer(name, payload)
      if (!frameCalls[name].result(value)) throw new Error(`the test answers ${name} with ${String(value)}`)
      return value
    },
    close() {},
  }
  const link: EmbeddedWalletLink = {
    channel: async () => channel,
    async approve(preview, run, readSent) {
      previews.push(preview)
      if (options.approve === false) throw Object.assign(new Error('declined'), { code: 4001 })
      const output = await run(new AbortController().signal)
      sent.push(readSent?.(output))
      return output
    },
    network: (chainId) => ({ name: chainId === 31337 ? 'Foyer Devnet A' : 'Unknown Network', symbol: 'ETH' }),
    async signOut() {
      signedOut++
    },
    refused: (method) => told.push(`refused ${method}`),
    lastChainId: () => lastChainId,
    rememberChainId: (chainId) => {
      lastChainId = chainId
    },
    answered: (method) => told.push(`answered ${method}`),
    noLogin: (namespace) => told.push(`no login on ${namespace}`),
    preferredAccountType: () => options.preferredAccountType ?? 'eoa',
    accountTypeChanged: (type) => told.push(`account type ${type}`),
  }
  return {
    provider: frameEip1193Provider(link),
    calls,
    previews,
    sent,
    signedOut: () => signedOut,
    told,
    lastChainId: () => lastChainId,
  }
}

describe('the embedded wallet as an EIP-1193 provider', () => {
  it("gives the frame login's account and chain; no login: eth_accounts is empty, eth_requestAccounts refuses", async () => {
    const { provider } = scripted()
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESS])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    const { provider: signedOut, told } = scripted({ connected: false })
    expect(await signedOut.request({ method: 'eth_accounts' })).toEqual([])
    // Asked silently (as when a connection is restored), the missing login is told.
    expect(told).toEqual(['no login on eip155'])
    await expect(signedOut.request({ method: 'eth_requestAccounts' })).rejects.toThrow(
      'Not connected to email or social',
    )
    expect(told).toEqual(['no login on eip155'])
  })

  it('passes reads to the frame at once and never asks the visitor', async () => {
    const { provider, calls, previews, told } = scripted({ answers: { eth_getBalance: '0x10' } })
    await provider.request({ method: 'eth_requestAccounts' })
    expect(await provider.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })).toBe('0x10')
    expect(previews).toEqual([])
    // A safe request that went through may have moved the balance: Foyer reads it again.
    // The login's account type was told once the account was known.
    expect(told).toEqual(['account type eoa', 'answered eth_getBalance'])
    expect(calls.at(-1)).toEqual({
      name: 'RPC_REQUEST',
      payload: {
        method: 'eth_getBalance',
        params: [ADDRESS, 'latest'],
        chainId: 31337,
        chainNamespace: 'eip155',
      },
    })
  })

  it('signs only after the visitor approved the request, shown in words', async () => {
    const { provider, previews, sent } = scripted({ answers: { personal_sign: SIGNATURE } })
    await provider.request({ method: 'eth_requestAccounts' })
    const message = '0x48656c6c6f2066726f6d20466f796572'
    expect(await provider.request({ method: 'personal_sign', params: [message, ADDRESS] })).toBe(SIGNATURE)
    expect(previews).toEqual([
      {
        title: 'Sign a message',
        network: 'Foyer Devnet A',
        sections: [
          { heading: 'Message', rows: [{ address: undefined, detail: 'Hello from Foyer', amount: '' }] },
        ],
        totals: [{ label: 'Signed by', value: ADDRESS }],
      },
    ])
    expect(sent, 'a signature sends no transaction').toEqual([undefined])
  })

  it('a declined request never reaches the frame; a refusal in the frame is a 4001 rejection', async () => {
    const declined = scripted({ approve: false, answers: { eth_sendTransaction: HASH } })
    await expect(
      declined.provider.request({ method: 'eth_sendTransaction', params: [{ to: ADDRESS }] }),
    ).rejects.toThrow('declined')
    // Only the review's fee questions reach the frame; the transaction never does.
    const asked = declined.calls.filter((call) => call.name === 'RPC_REQUEST')
    expect(asked.map((call) => Reflect.get(Object(call.payload), 'method'))).not.toContain(
      'eth_sendTransaction',
    )

    const refused = scripted({
      answers: { personal_sign: new FrameRequestError('User rejected the request.', { rpcCode: 4001 }) },
    })
    const error = await refused.provider
      .request({ method: 'personal_sign', params: ['0x00', ADDRESS] })
      .catch((e) => e)
    expect(isUserRejection(error)).toBe(true)
    expect(error).toMatchObject({ code: 4001 })
  })

  it('a value the review cannot read exactly (a decimal string) is refused, and never reaches the frame', async () => {
    const { provider, calls, previews } = scripted({ answers: { eth_sendTransaction: HASH } })
    const sent = provider.request({
      method: 'eth_sendTransaction',
      params: [{ to: ADDRESS, value: '1000000000000000000' }],
    })
    // This visitor approves whatever is shown; the approval machine would not even offer it.
    await expect(sent).rejects.toMatchObject({ code: 4001 })
    expect(previews[0]).toEqual({
      title: 'Send a transaction',
      network: 'Foyer Devnet A',
      sections: [],
      totals: [],
      refusal: 'Foyer cannot read this request: value "1000000000000000000" is not a 0x hex quantity.',
      // The same sentence as data: the words a UI translates, the request's own terms inside.
      refusalTexts: [
        {
          text: 'Foyer cannot read this request: {reason}.',
          values: { reason: { text: 'value "1000000000000000000" is not a 0x hex quantity' } },
        },
      ],
    })
    expect(calls.filter((call) => call.name === 'RPC_REQUEST')).toEqual([])
  })

  it('the frame is handed the parameters the review read, never the site’s own object', async () => {
    const { provider, calls, previews, sent } = scripted({
      answers: { eth_sendTransaction: HASH, eth_estimateGas: '0x5208', eth_gasPrice: '0x3b9aca00' },
    })
    let reads = 0
    const shifty = {
      to: ADDRESS,
      // Reads as 0.01 ETH while the review is written, 100 ETH afterwards.
      get value() {
        reads++
        return reads === 1 ? '0x2386f26fc10000' : '0x56bc75e2d63100000'
      },
      data: '0xABCD',
    }
    expect(await provider.request({ method: 'eth_sendTransaction', params: [shifty] })).toBe(HASH)
    // The fee is the frame's estimate (21000 gas × 1 gwei), asked of the node as the signer.
    expect(previews[0]?.totals).toEqual([
      { label: 'Leaves this wallet', value: '0.01 ETH', figure: { amount: '0.01', symbol: 'ETH' } },
      {
        label: 'Network fee',
        value: 'About 0.000021 ETH',
        figure: { amount: '0.000021', symbol: 'ETH' },
        qualifier: 'about',
      },
      {
        label: 'Total',
        value: 'About 0.010021 ETH',
        figure: { amount: '0.010021', symbol: 'ETH' },
        qualifier: 'about',
      },
    ])
    expect(calls.map((call) => call.payload)).toContainEqual({
      method: 'eth_estimateGas',
      params: [{ from: ADDRESS, to: ADDRESS, value: '0x2386f26fc10000', data: '0xabcd' }],
      chainId: 31337,
      chainNamespace: 'eip155',
    })
    expect(calls.filter((call) => call.name === 'RPC_REQUEST').map((call) => call.payload)).toContainEqual({
      method: 'eth_sendTransaction',
      params: [{ to: ADDRESS, value: '0x2386f26fc10000', data: '0xabcd' }],
      chainId: 31337,
      chainNamespace: 'eip155',
    })
    // The hash answered is the transaction sent, on the chain it was asked on: balances are read
    // again once it has a receipt there.
    expect(sent).toEqual([{ caipNetworkId: 'eip155:31337', id: HASH }])
  })

  it("refuses methods on neither list before the frame hears of them: 'Requested RPC call is not allowed'", async () => {
    const { provider, calls, told } = scripted()
    await expect(provider.request({ method: 'eth_sign', params: [ADDRESS, '0x00'] })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({ code: 4200 })
    expect(calls).toEqual([])
    // The visitor is told in the modal as well (SPEC §4).
    expect(told).toEqual(['refused eth_sign', 'refused eth_sign'])
  })

  it('refuses a hash or a signature of the wrong shape', async () => {
    const { provider } = scripted({ answers: { eth_sendTransaction: '0x1234', personal_sign: '0xabcd' } })
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ to: ADDRESS }] }),
    ).rejects.toThrow('The server sent an invalid response')
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })).rejects.toThrow(
      'The server sent an invalid response',
    )
  })

  it('switches the frame to another chain and says so; an unknown chain is the standard 4902', async () => {
    const { provider } = scripted()
    const heard: unknown[] = []
    provider.on('chainChanged', (chainId) => heard.push(chainId))
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(heard).toEqual(['0x7a6a'])
    const error = await provider
      .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x3e7' }] })
      .catch((e) => e)
    expect(hasRpcCode(error, 4902)).toBe(true)
  })

  it('answers the chain id from the stored last chain, and stores the chain the frame moves to', async () => {
    const stored = scripted({ lastChainId: 31338 })
    expect(await stored.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(stored.calls, 'no round trip to the frame').toEqual([])
    const fresh = scripted()
    expect(await fresh.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(fresh.lastChainId()).toBe(31337)
    await fresh.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(fresh.lastChainId()).toBe(31338)
  })

  it('disconnecting signs out of the frame', async () => {
    const { provider, signedOut } = scripted()
    await provider.disconnect()
    expect(signedOut()).toBe(1)
  })
})

describe('embedded wallet rules (SPEC §5)', () => {
  it.each([
    ['eth_call', 'safe'],
    ['eth_sendRawTransaction', 'safe'],
    ['wallet_getCapabilities', 'safe'],
    ['eth_getUserOperationReceipt', 'safe'],
    ['personal_sign', 'unsafe'],
    ['eth_signTypedData_v4', 'unsafe'],
    ['eth_sendTransaction', 'unsafe'],
    ['wallet_sendCalls', 'unsafe'],
    ['wallet_grantPermissions', 'unsafe'],
    ['eth_sendUserOperation', 'unsafe'],
    ['eth_sign', 'notAllowed'],
    ['eth_signTransaction', 'notAllowed'],
    ['__proto__', 'notAllowed'],
  ])('%s is %s', (method, kind) => {
    expect(embeddedMethodKind(method)).toBe(kind)
  })

  it('a hash is 0x and 64 hex digits; a signature 0x and at least 62', () => {
    expect(isEmbeddedAnswerWellFormed('eth_sendTransaction', HASH)).toBe(true)
    expect(isEmbeddedAnswerWellFormed('eth_sendTransaction', `${HASH}00`)).toBe(false)
    expect(isEmbeddedAnswerWellFormed('personal_sign', `0x${'a'.repeat(62)}`)).toBe(true)
    expect(isEmbeddedAnswerWellFormed('personal_sign', `0x${'a'.repeat(61)}`)).toBe(false)
    expect(isEmbeddedAnswerWellFormed('eth_signTypedData_v4', 42)).toBe(false)
    expect(isEmbeddedAnswerWellFormed('eth_getBalance', 42)).toBe(true)
  })
})

describe('requests in words', () => {
  // The chain does not answer here: these requests need no token facts.
  const context = {
    network: { name: 'Foyer Devnet A', symbol: 'ETH' },
    chainId: 31337,
    read: () => Promise.reject(new Error('no chain')),
  }

  it('a message as its text, unless it is not readable text', () => {
    expect(readableMessage('0x48656c6c6f0a776f726c64')).toBe('Hello\nworld')
    expect(readableMessage('0x00ff')).toBe('0x00ff')
    expect(readableMessage('0x0102')).toBe('0x0102')
    expect(readableMessage('plain text')).toBe('plain text')
  })

  it("a transaction's recipient, amount in the chain's currency, and a call it cannot read as unverified", async () => {
    const { preview, params } = await evmRequestPreview(
      'eth_sendTransaction',
      [{ to: ADDRESS, value: '0x2386f26fc10000', data: '0xa9059cbb0000' }],
      context,
    )
    expect(preview.sections).toEqual([
      {
        heading: 'To',
        rows: [
          {
            address: ADDRESS,
            detail: 'Calls a contract (unverified): it may move any of your assets · function 0xa9059cbb',
            detailText: {
              text: 'Calls a contract (unverified): it may move any of your assets · function {selector}',
              values: { selector: '0xa9059cbb' },
            },
            amount: '0.01 ETH',
            figure: { amount: '0.01', symbol: 'ETH' },
          },
        ],
      },
    ])
    // No fee reader here: the review says the fee could not be read, and invents none.
    expect(preview.totals).toEqual([
      { label: 'Leaves this wallet', value: '0.01 ETH', figure: { amount: '0.01', symbol: 'ETH' } },
      { label: 'Network fee', value: 'Could not be read' },
      {
        label: 'Total',
        value: '0.01 ETH plus the network fee',
        figure: { amount: '0.01', symbol: 'ETH' },
        qualifier: 'plusNetworkFee',
      },
    ])
    expect(preview.warnings).toEqual([
      `This calls function 0xa9059cbb of ${ADDRESS}, which Foyer cannot read: it may move any of your assets.`,
    ])
    expect(params).toEqual([{ to: ADDRESS, value: '0x2386f26fc10000', data: '0xa9059cbb0000' }])
  })

  it('a method it does not put in words: its JSON in full with a warning, the copy shown is what is handed on', async () => {
    const permissions = [
      {
        chainId: '0x7a69',
        expiry: 1_900_000_000,
        permissions: [{ type: 'native-token-recurring-allowance' }],
      },
    ]
    const { preview, params } = await evmRequestPreview('wallet_grantPermissions', permissions, context)
    expect(preview.sections[0]?.rows[0]?.detail).toBe(JSON.stringify(permissions))
    expect(preview.warnings).toEqual([
      'Foyer cannot put this request in words: approve only if you trust this site with what it asks.',
    ])
    expect(params).toEqual(permissions)
    expect(params).not.toBe(permissions)
    const unreadable = await evmRequestPreview('eth_sendUserOperation', [{ nonce: 1n }], context)
    expect(unreadable.preview.refusal).toBe('Foyer cannot read this request: its parameters are not JSON.')
  })

  it('a message with direction marks or zero-width characters shows them as escapes, not text that could read another way', () => {
    expect(readableMessage('0x48690a')).toBe('Hi\n')
    expect(readableMessage('0xe280ae4869')).toBe('\\u{202E}Hi')
    expect(readableMessage('0x5553e2808b4443')).toBe('US\\u{200B}DC')
    // A message the site sent as plain text, not hex, is shown the same way.
    expect(readableMessage('pay\u202Ecod.exe')).toBe('pay\\u{202E}cod.exe')
    // Control characters make it data: its hex is what can be checked.
    expect(readableMessage('0x486907')).toBe('0x486907')
  })

  it('typed data field by field, as its types sign it', async () => {
    const typed = {
      types: {
        Person: [{ name: 'name', type: 'string' }],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      domain: { name: 'Ether Mail', chainId: 31337 },
      message: { from: { name: 'Cow' }, contents: 'Hello, Bob!' },
    }
    const { preview } = await evmRequestPreview(
      'eth_signTypedData_v4',
      [ADDRESS, JSON.stringify(typed)],
      context,
    )
    expect(preview.title).toBe('Sign Mail')
    expect(preview.sections.map((section) => section.rows.map((row) => row.detail))).toEqual([
      ['name: Ether Mail', 'chainId: 31337'],
      ['from.name: Cow', 'contents: Hello, Bob!'],
    ])
    expect(preview.warnings).toBeUndefined()
  })

  it('asks the frame for the preferred account type, and switches: the frame answers, the site hears the new account', async () => {
    const { provider, calls, told } = scripted({ answers: {} })
    await provider.request({ method: 'eth_requestAccounts' })
    expect(calls.find((call) => call.name === 'GET_USER')?.payload).toEqual({ preferredAccountType: 'eoa' })
    const heard: unknown[] = []
    provider.on('accountsChanged', (accounts) => heard.push(accounts))
    expect(await provider.switchAccountType('smartAccount')).toBe('smartAccount')
    expect(calls.at(-1)).toEqual({ name: 'SET_PREFERRED_ACCOUNT', payload: { type: 'smartAccount' } })
    expect(heard).toEqual([[SMART_ACCOUNT]])
    expect(told).toEqual(['account type eoa', 'account type smartAccount'])
  })

  it('sets up the smart account (INIT_SMART_ACCOUNT) once, right before it is first needed: the switch to it', async () => {
    const { provider, calls } = scripted()
    await provider.request({ method: 'eth_requestAccounts' })
    // The key's own account needs no smart account.
    expect(calls.map((call) => call.name)).not.toContain('INIT_SMART_ACCOUNT')
    await provider.switchAccountType('smartAccount')
    const names = calls.map((call) => call.name)
    expect(names.slice(-2)).toEqual(['INIT_SMART_ACCOUNT', 'SET_PREFERRED_ACCOUNT'])
    await provider.switchAccountType('eoa')
    await provider.switchAccountType('smartAccount')
    expect(
      calls.filter((call) => call.name === 'INIT_SMART_ACCOUNT'),
      'once per login',
    ).toHaveLength(1)
    // A new login sets it up again.
    await provider.disconnect()
    await provider.switchAccountType('smartAccount')
    expect(calls.filter((call) => call.name === 'INIT_SMART_ACCOUNT')).toHaveLength(2)
  })

  it('with the smart account preferred, sets it up before the login is asked for it', async () => {
    const { provider, calls } = scripted({ preferredAccountType: 'smartAccount' })
    await provider.request({ method: 'eth_requestAccounts' })
    const names = calls.map((call) => call.name)
    expect(names.indexOf('INIT_SMART_ACCOUNT')).toBeGreaterThan(-1)
    expect(names.indexOf('INIT_SMART_ACCOUNT')).toBeLessThan(names.indexOf('GET_USER'))
  })

  it('on a chain where the login has no smart account, nothing is set up', async () => {
    const { provider, calls } = scripted({ preferredAccountType: 'smartAccount', smartAccountChains: [1] })
    await provider.request({ method: 'eth_requestAccounts' })
    expect(calls.map((call) => call.name)).toContain('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
    expect(calls.map((call) => call.name)).not.toContain('INIT_SMART_ACCOUNT')
  })
})

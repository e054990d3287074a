import { encodeAbiParameters, hashTypedData, maxUint160, maxUint256, recoverTypedDataAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { ChainReader } from './token-facts.js'
import { typedDataPreview } from './typed-data-preview.js'

const account = privateKeyToAccount(`0x${'11'.repeat(32)}`)
const TOKEN = '0x000000000000000000000000000000000000F00D'
const SPENDER = '0x000000000000000000000000000000000000BbBB'
const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'

// A chain whose only contract is an 18-decimal token called FUSD (answers as a node would: ABI-encoded).
const fusd: ChainReader = async ({ to, data }) => {
  if (to !== TOKEN) return '0x'
  if (data === '0x95d89b41') return encodeAbiParameters([{ type: 'string' }], ['FUSD'])
  if (data === '0x313ce567') return encodeAbiParameters([{ type: 'uint8' }], [18])
  return '0x'
}
const silent: ChainReader = () => new Promise(() => undefined)
const context = (read: ChainReader = fusd) => ({
  network: { name: 'Foyer Devnet A', symbol: 'ETH' },
  chainId: 31337,
  read,
})
const sign = (typed: unknown, read?: ChainReader) =>
  typedDataPreview(
    [account.address, typeof typed === 'string' ? typed : JSON.stringify(typed)],
    context(read),
  )

const mail = {
  types: {
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'Ether Mail', version: '1', chainId: 31337 },
  message: { to: SPENDER, contents: 'Hello' },
}

describe('typed data as its types sign it', () => {
  it('shows only fields types sign: a decoy field outside types is neither shown nor handed on', async () => {
    const decoy = {
      ...mail,
      message: { ...mail.message, amount: 'Approve only 1 FUSD', note: { safe: true } },
    }
    const { preview, params } = await sign(decoy)
    const shown = preview.sections.flatMap((section) => section.rows.map((row) => row.detail))
    expect(shown).toEqual([
      'name: Ether Mail',
      'version: 1',
      'chainId: 31337',
      `to: ${SPENDER}`,
      'contents: Hello',
    ])
    expect(JSON.stringify(preview)).not.toContain('Approve only')
    // The title names the site's type inside words a UI translates.
    expect(preview.title).toBe('Sign Mail')
    expect(preview.titleText).toEqual({ text: 'Sign {type}', values: { type: 'Mail' } })
    expect(JSON.parse(String(params?.[1])).message).toEqual({ to: SPENDER, contents: 'Hello' })
    // The signature over what the frame is handed is the site's own typed data's signature.
    const signed = JSON.parse(String(params?.[1]))
    expect(hashTypedData(signed)).toBe(
      hashTypedData({ ...mail, domain: { ...mail.domain, chainId: 31337n } } as never),
    )
    const signature = await account.signTypedData(signed)
    expect(await recoverTypedDataAddress({ ...signed, signature })).toBe(account.address)
  })

  it('a signed string that could pass for other lines of the review is shown escaped, in quotes', async () => {
    const { preview } = await sign({
      ...mail,
      message: { ...mail.message, contents: 'Hi\nto: 0xSafe\u202egnp' },
    })
    expect(preview.sections[1]?.rows[1]?.detail).toBe('contents: "Hi\\nto: 0xSafe\\u202egnp"')
  })

  it('a domain for another chain is a warning', async () => {
    const { preview } = await sign({ ...mail, domain: { ...mail.domain, chainId: 1 } })
    expect(preview.warnings).toEqual([
      'This signature is for chain 1, not Foyer Devnet A (chain 31337) where this wallet is: it may be used on that other chain.',
    ])
    expect(preview.refusal).toBeUndefined()
  })

  it('20,000-deep nesting is a refusal, not a RangeError', async () => {
    const types = { Node: [{ name: 'child', type: 'Node[]' }] }
    // Written out, not stringified: JSON.stringify itself overflows the stack at this depth.
    const message = `${'{"child":['.repeat(20_000)}{"child":[]}${']}'.repeat(20_000)}`
    const deep = `{"types":${JSON.stringify(types)},"primaryType":"Node","domain":{"name":"Deep"},"message":${message}}`
    const refused = 'Foyer cannot read this request: the typed data is nested more than 32 levels deep.'
    await expect(sign(deep)).rejects.toThrow(refused)
    // Handed over as an object, not as JSON: the same.
    await expect(typedDataPreview([account.address, JSON.parse(deep)], context())).rejects.toThrow(refused)
  })

  it.each([
    ['not JSON', '{', 'the typed data is not JSON'],
    ['no types', { primaryType: 'Mail', domain: {}, message: {} }, 'types is not an object'],
    [
      'a primaryType types lacks',
      { ...mail, primaryType: 'Letter' },
      'primaryType "Letter" is not a struct of types',
    ],
    ['a missing field', { ...mail, message: { to: SPENDER } }, 'contents is missing'],
    ['a number past 2^53', { ...mail, domain: { ...mail.domain, chainId: 2 ** 60 } }, 'chainId'],
    [
      'an address that is not one',
      { ...mail, message: { ...mail.message, to: '0x12' } },
      'to "0x12" is not an address',
    ],
    [
      'a type it does not know',
      { ...mail, types: { Mail: [{ name: 'x', type: 'uint7' }] }, message: { x: 1 } },
      'uint7',
    ],
    [
      'a bytes32 of the wrong size',
      { ...mail, types: { Mail: [{ name: 'x', type: 'bytes32' }] }, message: { x: '0x12' } },
      'bytes32',
    ],
  ])('malformed typed data is refused: %s', async (_, typed, reason) => {
    await expect(sign(typed)).rejects.toThrow(reason)
  })
})

const permit2Types = {
  PermitDetails: [
    { name: 'token', type: 'address' },
    { name: 'amount', type: 'uint160' },
    { name: 'expiration', type: 'uint48' },
    { name: 'nonce', type: 'uint48' },
  ],
  PermitSingle: [
    { name: 'details', type: 'PermitDetails' },
    { name: 'spender', type: 'address' },
    { name: 'sigDeadline', type: 'uint256' },
  ],
  PermitBatch: [
    { name: 'details', type: 'PermitDetails[]' },
    { name: 'spender', type: 'address' },
    { name: 'sigDeadline', type: 'uint256' },
  ],
}
const permit2Domain = { name: 'Permit2', chainId: 31337, verifyingContract: PERMIT2 }

describe('permits in words', () => {
  it('EIP-2612 Permit: the spender in full, the amount in FUSD, "unlimited" for 2^256 − 1 with a warning', async () => {
    const permit = {
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      domain: { name: 'Foyer Dollar', version: '1', chainId: 31337, verifyingContract: TOKEN },
      message: {
        owner: account.address,
        spender: SPENDER,
        value: maxUint256.toString(),
        nonce: 0,
        deadline: 1_900_000_000,
      },
    }
    const { preview } = await sign(permit)
    expect(preview.sections[0]).toEqual({
      heading: 'Token permit (EIP-2612)',
      rows: [
        {
          address: SPENDER,
          detail: `May spend this wallet’s FUSD (token ${TOKEN}), until 2030-03-17T17:46:40Z`,
          // How long it lasts is a phrase inside the line, its date a value.
          detailText: {
            text: 'May spend this wallet’s {name} (token {token}), {until}',
            values: {
              name: 'FUSD',
              token: TOKEN,
              until: { text: 'until {date}', values: { date: '2030-03-17T17:46:40Z' } },
            },
          },
          amount: 'unlimited FUSD',
          amountText: { text: 'unlimited {token}', values: { token: 'FUSD' } },
          note: undefined,
        },
      ],
    })
    expect(preview.warnings).toEqual([
      `Unlimited allowance: ${SPENDER} may spend all of this wallet’s FUSD (token ${TOKEN}) once this is signed.`,
    ])
    const limited = await sign({ ...permit, message: { ...permit.message, value: '12500000000000000000' } })
    expect(limited.preview.sections[0]?.rows[0]).toMatchObject({
      amount: '12.5 FUSD',
      figure: { amount: '12.5', symbol: 'FUSD' },
    })
    expect(limited.preview.warnings).toBeUndefined()
  })

  it('Permit2 PermitSingle and PermitBatch: 2^160 − 1 is unlimited; a silent chain shows raw units and says so', async () => {
    const single = {
      types: permit2Types,
      primaryType: 'PermitSingle',
      domain: permit2Domain,
      message: {
        details: { token: TOKEN, amount: maxUint160.toString(), expiration: 2 ** 48 - 1, nonce: 0 },
        spender: SPENDER,
        sigDeadline: 1_900_000_000,
      },
    }
    const { preview } = await sign(single)
    expect(preview.sections[0]?.heading).toBe('Permit2 allowance')
    expect(preview.sections[0]?.rows[0]).toMatchObject({ address: SPENDER, amount: 'unlimited FUSD' })
    expect(preview.sections[0]?.rows[0]?.detail).toContain('never expires')
    expect(preview.warnings).toHaveLength(1)
    const batch = {
      ...single,
      primaryType: 'PermitBatch',
      message: {
        details: [
          { token: TOKEN, amount: '1000000', expiration: 1_900_000_000, nonce: 0 },
          { token: SPENDER, amount: '5', expiration: 1_900_000_000, nonce: 0 },
        ],
        spender: SPENDER,
        sigDeadline: 1_900_000_000,
      },
    }
    const read = await sign(batch)
    expect(read.preview.sections[0]?.rows.map((row) => row.amount)).toEqual([
      '0.000000000001 FUSD',
      '5 raw units',
    ])
    expect(read.preview.sections[0]?.rows[1]?.note).toBe(
      'The chain did not tell this token’s decimals: raw units',
    )
    const startedAt = performance.now()
    const unanswered = await sign(single, silent)
    expect(unanswered.preview.sections[0]?.rows[0]?.amount).toBe('unlimited tokens')
    expect(performance.now() - startedAt).toBeLessThan(5_000)
  })

  it('Permit2 PermitTransferFrom', async () => {
    const transfer = {
      types: {
        TokenPermissions: [
          { name: 'token', type: 'address' },
          { name: 'amount', type: 'uint256' },
        ],
        PermitTransferFrom: [
          { name: 'permitted', type: 'TokenPermissions' },
          { name: 'spender', type: 'address' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'PermitTransferFrom',
      domain: permit2Domain,
      message: {
        permitted: { token: TOKEN, amount: '2000000000000000000' },
        spender: SPENDER,
        nonce: 1,
        deadline: 1_900_000_000,
      },
    }
    const { preview } = await sign(transfer)
    expect(preview.sections[0]).toMatchObject({
      heading: 'Permit2 transfer',
      rows: [{ address: SPENDER, amount: '2 FUSD' }],
    })
  })
})

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { HttpRequestError, serializeErc6492Signature } from 'viem'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { signers, signIn, testDomain, testNow } from './verify.fixtures.js'
import { verifySiwxMessage } from './verify.js'
import type { SiwxPublicClient } from './verify.types.js'

const expected = { domain: testDomain, now: testNow }

function stubClient(answer: () => Promise<boolean>, chainId: () => Promise<number> = async () => 1) {
  const verifyMessage = vi.fn<SiwxPublicClient['verifyMessage']>(answer)
  const client: SiwxPublicClient = { verifyMessage, getChainId: chainId }
  return { client, verifyMessage }
}

const nodeDown = async (): Promise<never> => {
  throw new HttpRequestError({ url: 'http://127.0.0.1:1', details: 'ECONNREFUSED' })
}

describe('verifySiwxMessage, EVM', () => {
  it('checks offline by ECDSA recovery, and says smart accounts need a client', async () => {
    const session = await signIn(signers.eip155())
    expect(await verifySiwxMessage({ ...session, ...expected })).toMatchObject({ ok: true })
    const other = await signers.eip155(1).sign(session.message)
    const result = await verifySiwxMessage({ ...session, signature: other, ...expected })
    expect(result).toMatchObject({ ok: false, reason: 'INVALID_SIGNATURE' })
    expect(!result.ok && result.message).toContain(
      'smart-account signatures (EIP-1271, EIP-6492) cannot be verified',
    )
  })

  it('refuses an EIP-6492 signature offline, saying why', async () => {
    const session = await signIn(signers.eip155())
    const wrapped = serializeErc6492Signature({
      address: '0x0000000000000000000000000000000000000fac',
      data: '0xdeadbeef',
      signature: session.signature as `0x${string}`,
    })
    const result = await verifySiwxMessage({ ...session, signature: wrapped, ...expected })
    expect(result).toMatchObject({ ok: false, reason: 'INVALID_SIGNATURE' })
    expect(!result.ok && result.message).toMatch(/^EIP-6492 signature of an undeployed smart account/)
  })

  it("asks the public client when given one, with the message's exact text", async () => {
    const session = await signIn(signers.eip155())
    const yes = stubClient(async () => true)
    expect(await verifySiwxMessage({ ...session, ...expected, publicClient: yes.client })).toMatchObject({
      ok: true,
    })
    expect(yes.verifyMessage).toHaveBeenCalledWith({
      address: session.data.accountAddress,
      message: session.message,
      signature: session.signature,
    })

    const no = stubClient(async () => false)
    expect(await verifySiwxMessage({ ...session, ...expected, publicClient: no.client })).toMatchObject({
      ok: false,
      reason: 'INVALID_SIGNATURE',
    })
  })

  it('reports a failing node as VERIFICATION_UNAVAILABLE, not as a bad signature', async () => {
    const session = await signIn(signers.eip155())
    // viem's verifyMessage answers false when its eth_call fails, so the node is asked its chain first.
    for (const down of [stubClient(async () => false, nodeDown), stubClient(nodeDown)]) {
      expect(await verifySiwxMessage({ ...session, ...expected, publicClient: down.client })).toEqual({
        ok: false,
        reason: 'VERIFICATION_UNAVAILABLE',
        message: 'RPC call failed: HTTP request failed.',
      })
    }
  })

  it("checks offline when the node is of another chain than the message's", async () => {
    const session = await signIn(signers.eip155())
    const base = stubClient(
      async () => false,
      async () => 8453,
    )
    expect(await verifySiwxMessage({ ...session, ...expected, publicClient: base.client })).toMatchObject({
      ok: true,
    })
    expect(base.verifyMessage).not.toHaveBeenCalled()
    const other = await signers.eip155(1).sign(session.message)
    const result = await verifySiwxMessage({
      ...session,
      signature: other,
      ...expected,
      publicClient: base.client,
    })
    expect(!result.ok && result.message).toContain('No publicClient or rpcUrl of this chain')
  })

  it('refuses signatures that are not hex before asking anyone', async () => {
    const session = await signIn(signers.eip155())
    const client = stubClient(async () => true)
    for (const signature of ['deadbeef', '0x', '0xgg', ' 0x12', '0x123']) {
      expect(
        await verifySiwxMessage({ ...session, signature, ...expected, publicClient: client.client }),
      ).toEqual({
        ok: false,
        reason: 'INVALID_SIGNATURE',
        message: 'An EVM signature is 0x-prefixed hex of whole bytes',
      })
    }
    expect(client.verifyMessage).not.toHaveBeenCalled()
  })

  describe('with a node that never answers', () => {
    let server: Server
    const silentNode = new Promise<string>((resolve) => {
      // Accepts every request and never answers, as a hung node or a black-holed proxy does.
      server = createServer(() => {})
      server.listen(0, '127.0.0.1', () =>
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
      )
    })
    afterAll(() => {
      server.closeAllConnections()
      server.close()
    })

    it('answers VERIFICATION_UNAVAILABLE after rpcTimeoutMs, through rpcUrl', async () => {
      const session = await signIn(signers.eip155())
      const result = await verifySiwxMessage({
        ...session,
        ...expected,
        rpcUrl: await silentNode,
        rpcTimeoutMs: 300,
      })
      expect(result).toMatchObject({ ok: false, reason: 'VERIFICATION_UNAVAILABLE' })
    })

    it('answers VERIFICATION_UNAVAILABLE after rpcTimeoutMs, through a publicClient that hangs', async () => {
      const session = await signIn(signers.eip155())
      const hanging = stubClient(() => new Promise<boolean>(() => {}))
      expect(
        await verifySiwxMessage({ ...session, ...expected, publicClient: hanging.client, rpcTimeoutMs: 300 }),
      ).toEqual({
        ok: false,
        reason: 'VERIFICATION_UNAVAILABLE',
        message: 'RPC call failed: the node did not answer within 300 ms',
      })
    })

    it('refuses a timeout that is not a positive number', async () => {
      const session = await signIn(signers.eip155())
      for (const rpcTimeoutMs of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
        await expect(verifySiwxMessage({ ...session, ...expected, rpcTimeoutMs })).rejects.toThrow(
          'Invalid sign-in verification options',
        )
      }
    })
  })
})

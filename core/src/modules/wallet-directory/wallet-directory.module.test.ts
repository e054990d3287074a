import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../../create-foyer.js'
import { evmMock } from '../../machines/connection/connection.fixtures.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the wallet directory module and the site API', () => {
  it('asks nothing of the API before the modal first opens: an image asked for earlier waits for the open', async () => {
    const paths: string[] = []
    vi.stubGlobal('fetch', async (input: string | URL | Request) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      paths.push(url.pathname)
      // A PNG's signature: the client types images by their bytes.
      if (url.pathname.startsWith('/public/getAssetImage/'))
        return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))
      return new Response(JSON.stringify({ data: [], count: 0 }), {
        headers: { 'content-type': 'application/json' },
      })
    })
    const foyer = createFoyer({
      isMobile: false,
      adapters: [evmMock()],
      projectId: 'p',
      services: { apiUrl: 'http://api.test' },
      modules: [(await import('./wallet-directory.module.js')).walletDirectory()],
    })
    try {
      let settled = false
      const logo = foyer.assetImage('692ed6ba-e569-459a-556a-776476829e00').finally(() => {
        settled = true
      })
      // The directory client's chunk is in already, so an ungated request would be out by now.
      await import('../../api/services.load.js')
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(settled).toBe(false)
      expect(paths).toEqual([])

      foyer.open()
      expect(await logo).toMatch(/^blob:/)
      expect(paths).toContain('/public/getAssetImage/692ed6ba-e569-459a-556a-776476829e00')
    } finally {
      foyer.stop()
    }
  })
})

describe('custom wallets', () => {
  it("are in the Connect view's custom group at once, before the directory answers; a malformed one is told, the others kept", async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }))
    const told: string[] = []
    const { walletDirectory } = await import('./wallet-directory.module.js')
    const { getSystemActor } = await import('../../system/system.js')
    const { selectDirectoryWalletGroups } = await import(
      '../../machines/recommended-wallets/recommended-wallets.groups.selectors.js'
    )
    const { selectConnectView } = await import('../../machines/foyer/foyer.connect-view.selectors.js')
    const foyer = createFoyer({
      isMobile: false,
      adapters: [evmMock()],
      projectId: 'p',
      services: { apiUrl: 'http://api.test' },
      modules: [
        walletDirectory({
          customWallets: [
            { id: 'acme', name: 'Acme', mobileLink: 'acme://', imageUrl: 'https://acme.example/i.png' },
            { id: 'evil', name: 'Evil', mobileLink: 'javascript:alert(1)' },
          ],
          onInvalidCustomWallet: (error) => told.push(error.message),
        }),
      ],
    })
    try {
      // The check loads on its own (a page without custom wallets never downloads it).
      await vi.waitFor(() =>
        expect(told).toEqual([expect.stringMatching(/customWallets\[1\] \("Evil"\): mobileLink/)]),
      )
      const recommended = getSystemActor(foyer.actor, 'recommendedWallets')
      const groups = selectDirectoryWalletGroups(recommended?.getSnapshot())
      const view = selectConnectView(foyer.actor.getSnapshot(), { groups, hasWalletList: true })
      expect(view.groups.find((entry) => entry.group === 'custom')).toEqual({
        group: 'custom',
        wallets: [
          { id: 'acme', name: 'Acme', mobile_link: 'acme://', image_url: 'https://acme.example/i.png' },
        ],
      })
    } finally {
      foyer.stop()
    }
  })
})

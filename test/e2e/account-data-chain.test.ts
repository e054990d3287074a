import { describe, expect, it } from 'vitest'
import { json } from '../devnet/api-service.js'
import { nftName } from '../devnet/token-art.js'
import { accountDataPage } from './support/account-data.page.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import './support/demo-window.js'

/**
 * The Account view's Tokens, Activity and NFTs read from the chain: the demo in Chromium, the dev
 * account's tokens and NFTs deployed on the anvil chains at start. With the chain source, or on a
 * network the API does not serve, Foyer reads balances, history and mints from the chain itself; the
 * NFTs' metadata and pictures come from the local API service.
 */

const run = useDemoInChromium()
const { connectAndOpenAccount, rows, expectMintsInActivity } = accountDataPage(run)

describe('the Account view read from the chain, and its NFTs, in Chromium', () => {
  it('reads the tokens and the activity from the chain itself with the chain source: quantities without prices', async () => {
    run.stack.api.reset()
    await connectAndOpenAccount('&accountData=chain')
    await expect.poll(rows).toContainEqual(['Foyer Dollar', '1,250.500 FUSD'])
    expect(await rows()).toContainEqual(['Foyer Token', '42.000 FOY'])
    await expectMintsInActivity()
    expect(run.stack.api.requests.filter((request) => request.path.startsWith('/v1/account/'))).toEqual([])
  })
  it('reads a network the API does not serve from the chain itself, asking the API which it serves once', async () => {
    run.stack.api.setRoute('GET', '/v1/supported-chains', json({ http: ['eip155:1'], ws: [] }))
    try {
      await connectAndOpenAccount()
      await expect.poll(rows).toContainEqual(['Foyer Dollar', '1,250.500 FUSD'])
      // The devnet is local: its history is read from its blocks and logs, the mints among it.
      await expectMintsInActivity()
      const paths = run.stack.api.requests.map((request) => request.path)
      expect(paths.filter((path) => path === '/v1/supported-chains')).toHaveLength(1)
      expect(paths.filter((path) => path.startsWith('/v1/account/'))).toEqual([])
    } finally {
      run.stack.api.reset()
    }
  })

  it('shows the Foyer Friends anvil #0 holds in the NFTs tab, with their pictures, collection and id', async () => {
    run.stack.api.reset()
    await connectAndOpenAccount()
    await run.demo.dialog.getByRole('tab', { name: 'NFTs' }).click()
    const gallery = run.demo.dialog.getByRole('tabpanel', { name: 'NFTs' })
    const cards = () =>
      gallery
        .getByRole('listitem')
        .evaluateAll((items) =>
          items.map((item) =>
            [...item.querySelectorAll('.foyer-nft-name, .foyer-nft-collection, .foyer-nft-id')].map(
              (part) => part.textContent,
            ),
          ),
        )
    await expect.poll(cards).toEqual([
      [nftName(0n), 'Foyer Friends', '#0'],
      [nftName(1n), 'Foyer Friends', '#1'],
    ])
    // The pictures the metadata names, served by the local API service, loaded and drawn.
    const pictures = gallery.locator('img.foyer-nft-picture')
    await expect.poll(() => pictures.count()).toBe(2)
    await expect
      .poll(() =>
        pictures.evaluateAll((images) =>
          images.map((image) => image instanceof HTMLImageElement && image.naturalWidth > 0),
        ),
      )
      .toEqual([true, true])
    expect(run.stack.api.requests.map((request) => request.path)).toContain('/devnet/nft/0')
    await expectAccessible(run.page, 'Account NFTs')
  })
})

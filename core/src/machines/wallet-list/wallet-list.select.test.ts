import { describe, expect, it } from 'vitest'
import { assign, createActor, setup, waitFor } from 'xstate'
import '../../modules/wallet-directory/wallet-directory.system.js'
import type { DirectoryWallet } from '../../api/wallet-directory.types.js'
import type { CustomWallet } from '../../chains/walletconnect/custom-wallets.js'
import { getSystemActor } from '../../system/system.js'
import type { PairingEvent } from '../pairing/pairing.types.js'
import { instantDirectory, wallet } from './wallet-list.fixtures.js'
import { walletListMachine } from './wallet-list.machine.js'

// Picking a listed wallet hands it to the pairing actor, which decides how it connects.

/** The site's own wallet: connected the same way, with its own deep link. */
const acme: DirectoryWallet = { id: 'acme', name: 'Acme', mobile_link: 'acme://' }
const acmeOption: CustomWallet = { id: 'acme', name: 'Acme', mobileLink: 'acme://' }

function system() {
  const { directory } = instantDirectory(() => ({ data: [wallet('Argent', true)], count: 1 }))
  const pairing = setup({
    types: {} as { context: { wallets: (DirectoryWallet | undefined)[] }; events: PairingEvent },
  }).createMachine({
    context: { wallets: [] },
    on: {
      'PAIRING.CONNECT': {
        actions: assign({ wallets: ({ context, event }) => [...context.wallets, event.wallet] }),
      },
    },
  })
  const root = setup({ actors: { walletList: walletListMachine, pairing } }).createMachine({
    invoke: [
      {
        src: 'walletList',
        id: 'walletList',
        systemId: 'walletList',
        input: { directory, customWallets: [acmeOption] },
      },
      { src: 'pairing', id: 'pairing', systemId: 'pairing' },
    ],
  })
  const actor = createActor(root).start()
  const children = actor.getSnapshot().children
  return {
    list: getSystemActor(actor, 'walletList'),
    connected: (): (DirectoryWallet | undefined)[] => children.pairing?.getSnapshot().context.wallets ?? [],
  }
}

describe('walletList: picking a wallet', () => {
  it('hands the listed wallet to the pairing actor; an id the list does not hold does nothing', async () => {
    const { list, connected } = system()
    if (!list) throw new Error('the wallet list runs under its system id')
    list.send({ type: 'WALLETS.OPEN' })
    await waitFor(list, (s) => s.matches({ list: 'ready' }))
    list.send({ type: 'WALLETS.SELECT', walletId: 'unknown' })
    expect(connected()).toEqual([])
    list.send({ type: 'WALLETS.SELECT', walletId: 'id-argent' })
    expect(connected().map((w) => w?.name)).toEqual(['Argent'])
  })

  it("hands the site's own wallet over as it is, links and all", async () => {
    const { list, connected } = system()
    if (!list) throw new Error('the wallet list runs under its system id')
    list.send({ type: 'WALLETS.SELECT', walletId: 'acme' })
    expect(connected()).toEqual([acme])
  })
})

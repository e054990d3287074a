// A custom UI on the headless core alone: no React, no @foyer/react, and only `@foyer/core`'s public
// entry (no `@foyer/core/advanced`, no machine events). Everything it shows comes from Foyer's state
// (`foyer.subscribe`) and the Connect view's model (`selectConnectView`, the one Foyer's own skin
// renders); every button calls one of the facade's intents.
import { createFoyer, selectConnectView } from '@foyer/core'
import { eip155 } from '@foyer/core/eip155'
import { localNetworks } from './local-networks'

const foyer = createFoyer({ adapters: [eip155({ networks: localNetworks })] })

function element<type extends HTMLElement>(id: string, kind: new () => type): type {
  const found = document.getElementById(id)
  if (!(found instanceof kind)) throw new Error(`#${id} is missing`)
  return found
}

const status = element('status', HTMLOutputElement)
const account = element('account', HTMLOutputElement)
const balance = element('balance', HTMLOutputElement)
const network = element('network', HTMLOutputElement)
const wallets = element('wallets', HTMLUListElement)
const networkList = element('networks', HTMLUListElement)

function button(label: string, onClick: () => void): HTMLLIElement {
  const item = document.createElement('li')
  const control = item.appendChild(document.createElement('button'))
  control.type = 'button'
  control.textContent = label
  control.addEventListener('click', onClick)
  return item
}

function render(): void {
  const state = foyer.getState()
  status.value = state.account.status
  const connected = state.account.status === 'connected'
  account.value = connected ? (state.account.address ?? 'none') : 'none'
  const read = state.account.balance
  balance.value = !connected ? 'none' : read ? `${read.formatted} ${read.symbol}` : 'reading'
  network.value = state.networks.active?.name ?? 'none'
  wallets.hidden = !state.modal.isOpen
  const connectors = selectConnectView(foyer.actor.getSnapshot()).groups.flatMap((entry) =>
    'connectors' in entry ? entry.connectors : [],
  )
  wallets.replaceChildren(
    ...connectors.map((connector) => button(connector.name, () => foyer.connect(connector.id))),
  )
  networkList.replaceChildren(
    ...state.networks.networks.map((item) =>
      button(`Switch to ${item.name}`, () => foyer.switchNetwork(item.caipNetworkId)),
    ),
  )
}

element('open', HTMLButtonElement).addEventListener('click', () => foyer.open('Connect'))
element('disconnect', HTMLButtonElement).addEventListener('click', () => void foyer.disconnect())
foyer.subscribe(render)
render()

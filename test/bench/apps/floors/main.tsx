import { useSelector } from '@xstate/react'
import { type ReactNode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { assign, createActor, setup } from 'xstate'
import { type Announced, useAnnouncedWallets } from '../shared/announced-wallets.js'
import { BenchPage } from '../shared/BenchPage.js'
import { PlainDialog, requestAccount } from '../shared/plain-dialog.js'
import { rootElement } from '../shared/settings.js'

// The plain dialog (apps/baseline) with one of the two things every state-machine-driven modal has
// and it lacks, for the heap's floors (test/bench/heap-floors.ts); the build replaces `__FLOOR__`:
//   machine  the dialog opens and closes through a small xstate machine read with @xstate/react
//   dialog   the dialog has the shape of Foyer's Connect view (a header with a close icon, two
//            sections of wallet rows with logos, a footer line: about as many elements)
//   both     the two together
//   warmed   both, the machine having taken 60 events before the click (30 opens and closes), as a
//            modal's machines take events while the page settles: V8 then compiles the xstate
//            interpreter's functions that run often, as it does Foyer's
declare const __FLOOR__: 'machine' | 'dialog' | 'both' | 'warmed'
const usesMachine = __FLOOR__ !== 'dialog'

/** The machine and its actor, created only on the pages that use them (the dialog's page has no xstate). */
function startModal() {
  const modalMachine = setup({
    types: {} as {
      context: { opens: number }
      events: { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'CONNECTED' }
    },
    actions: { countOpen: assign({ opens: ({ context }) => context.opens + 1 }) },
  }).createMachine({
    id: 'modal',
    context: { opens: 0 },
    initial: 'closed',
    states: {
      closed: { on: { OPEN: { target: 'open', actions: 'countOpen' } } },
      open: {
        initial: 'choosing',
        states: { choosing: { on: { CONNECTED: 'connected' } }, connected: { type: 'final' } },
        on: { CLOSE: 'closed' },
        onDone: 'closed',
      },
    },
  })
  const actor = createActor(modalMachine).start()
  if (__FLOOR__ === 'warmed')
    for (let cycle = 0; cycle < 30; cycle++) {
      actor.send({ type: 'OPEN' })
      actor.send({ type: 'CLOSE' })
    }
  return actor
}

type OpenState = { open: boolean; show: () => void; close: () => void; connected: () => void }

function useOpenInState(): OpenState {
  const [open, setOpen] = useState(false)
  const hide = () => setOpen(false)
  return { open, show: () => setOpen(true), close: hide, connected: hide }
}

const modal = usesMachine ? startModal() : undefined
function useOpenInMachine(): OpenState {
  const actor = modal
  if (!actor) throw new Error('this page has no machine')
  return {
    open: useSelector(actor, (snapshot) => snapshot.matches('open')),
    show: () => actor.send({ type: 'OPEN' }),
    close: () => actor.send({ type: 'CLOSE' }),
    connected: () => actor.send({ type: 'CONNECTED' }),
  }
}

const useOpen = usesMachine ? useOpenInMachine : useOpenInState

const RECOMMENDED = ['Rainbow', 'Trust Wallet', 'Coinbase Wallet', 'Ledger Live', 'Zerion', 'OKX Wallet']
const BLANK_LOGO = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'

function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M4 4l8 8M12 4l-8 8" />
      <circle cx="8" cy="8" r="7" />
    </svg>
  )
}

function WalletButton({ name, logo, onPick }: { name: string; logo: string; onPick?: () => void }) {
  return (
    <li>
      <button type="button" onClick={onPick}>
        <img src={logo} alt="" width={32} height={32} />
        <span>{name}</span>
      </button>
    </li>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3>{title}</h3>
      <ul>{children}</ul>
    </section>
  )
}

function ConnectShapedDialog(props: {
  wallets: Announced[]
  pick: (wallet: Announced) => void
  close: () => void
}) {
  return (
    <div role="dialog" aria-label="Connect a wallet">
      <header>
        <h2>Connect wallet</h2>
        <button type="button" aria-label="Close" onClick={props.close}>
          <CloseIcon />
        </button>
      </header>
      <Section title="Installed">
        {props.wallets.map((wallet) => (
          <WalletButton
            key={wallet.info.uuid}
            name={wallet.info.name}
            logo={wallet.info.icon}
            onPick={() => props.pick(wallet)}
          />
        ))}
      </Section>
      <Section title="Recommended">
        {RECOMMENDED.map((name) => (
          <WalletButton key={name} name={name} logo={BLANK_LOGO} />
        ))}
      </Section>
      <p>New to wallets?</p>
    </div>
  )
}

function App() {
  const wallets = useAnnouncedWallets()
  const { open, show, close, connected } = useOpen()
  const [address, setAddress] = useState<string>()
  const connect = async (wallet: Announced) => {
    setAddress(await requestAccount(wallet))
    connected()
  }
  return (
    <>
      <BenchPage title="Baseline" onConnect={show} address={address} />
      {open &&
        (__FLOOR__ === 'machine' ? (
          <PlainDialog wallets={wallets} pick={(wallet) => void connect(wallet)} />
        ) : (
          <ConnectShapedDialog wallets={wallets} pick={(wallet) => void connect(wallet)} close={close} />
        ))}
    </>
  )
}

createRoot(rootElement()).render(<App />)

import { useAccountView, useModal } from '@foyer/react'
import { BenchPage } from '../shared/BenchPage.js'

/** The bench page on Foyer's hooks: its button opens the modal, the address shows once connected. */
export function FoyerBenchPage() {
  const { open } = useModal()
  const account = useAccountView()
  return (
    <BenchPage
      title="Foyer"
      onConnect={() => open()}
      address={account.status === 'connected' ? account.address : undefined}
    />
  )
}

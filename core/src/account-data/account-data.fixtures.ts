// Two accounts for the account data machines' model tests (imported by tests only): the models name
// them 'a' and 'b', the machines see them as active accounts on Ethereum.
import { mockAdapter } from '../chains/mock/mock.adapter.js'
import { EVM_ADDRESS, mockConnector, OTHER_EVM_ADDRESS } from '../machines/connection/connection.fixtures.js'
import { widenAdapter } from '../machines/connection/connection.rules.js'
import { mainnet } from '../networks/definitions/evm.js'
import type { ActiveAccount } from './active-account.js'

/** An account as a model names it. */
export type AccountName = 'a' | 'b'

const addresses: Record<AccountName, string> = { a: EVM_ADDRESS, b: OTHER_EVM_ADDRESS }
const adapter = widenAdapter(
  mockAdapter({
    namespace: 'eip155',
    networks: [mainnet],
    address: EVM_ADDRESS,
    connectors: [mockConnector()],
  }),
)

/** The active account a model's name stands for, on Ethereum. */
export const accountOf = (name: AccountName | undefined): ActiveAccount | undefined =>
  name && { address: addresses[name], network: mainnet, adapter }

/** The model's name of an account's address. */
export const nameOf = (address: string): AccountName => (address === addresses.a ? 'a' : 'b')

import type { OnrampOptions, OnrampPurchase, OnrampQuote } from '../../api/blockchain/onramp.types.js'
import type { OnrampAccount } from './onramp.types.js'

// Fixtures of the onramp tests (imported by tests only): what the local API's onramp routes answer for
// the devnet 31337 (FUSD and ETH; USD and EUR with the SPEC §5 limits).

export const devnetAccount: OnrampAccount = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  namespace: 'eip155',
  caipNetworkId: 'eip155:31337',
}

const devnet = (contractAddress: string) => ({
  name: 'foyer-devnet-31337',
  displayName: 'Foyer Devnet',
  chainId: '31337',
  contractAddress,
})
const limits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

export const devnetOptions: OnrampOptions = {
  paymentCurrencies: [
    { id: 'USD', limits },
    { id: 'EUR', limits },
  ],
  purchaseCurrencies: [
    { id: 'foyer-dollar', name: 'Foyer Dollar', symbol: 'FUSD', networks: [devnet('0xFU5D')] },
    { id: 'eth', name: 'Ether', symbol: 'ETH', networks: [devnet('')] },
  ],
  fromDefaults: false,
}

/** 100 USD at meld (1.25 % fee, 0.10 network fee): 97.40 FUSD arrive. */
export const meldQuote: OnrampQuote = {
  quoteId: 'q1',
  paymentTotal: { amount: '100.00', currency: 'USD' },
  paymentSubtotal: { amount: '97.40', currency: 'USD' },
  networkFee: { amount: '0.10', currency: 'USD' },
  providerFee: { amount: '2.50', currency: 'USD' },
  purchaseAmount: { amount: '97.40', currency: 'FUSD' },
  estimate: false,
}

export const purchaseAt = (minedAt: string, symbol = 'FUSD'): OnrampPurchase => ({
  id: `p-${minedAt}`,
  status: 'success',
  minedAt,
  quantity: '97.4',
  symbol,
  iconUrl: undefined,
  chainId: 'eip155:31337',
  hash: '0xabc',
})

import {
  type ApproveTransactionViewModel,
  type SendProblem,
  type SendToken,
  type SendViewModel,
  selectSendView,
} from '@foyer/core'
import { sendProblemText } from '@foyer/core/advanced'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadFoyerLocale } from '../i18n/load-locale.js'
import { figure, inLocale } from '../test/money-fixtures.js'
import { ApproveTransactionPanel } from '../views/ApproveTransaction/ApproveTransactionPanel.js'
import { SendPanel } from './send/SendPanel.js'

// Send's hint, Solana's account deposit and the transaction review's totals, which core's view models
// carry as data: in English the skin says exactly core's own English words, in Spanish its own words
// with the figures written the locale's way (decimal commas, no grouping), never core's English. The
// Spanish texts are written out by hand. Buy's and Swap's sentences: money-sentences.test.tsx.

afterEach(cleanup)
beforeAll(async () => {
  await loadFoyerLocale('es')
})

const nothing = vi.fn()

// ---- Send ----------------------------------------------------------------------------------------

const FUSD_TOKEN: SendToken = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'FUSD',
  name: 'Foyer Dollar',
  decimals: 18,
  quantity: '25.75',
  held: '25.75',
  price: 1,
}
const sending: SendViewModel = {
  ...selectSendView(undefined),
  status: 'ready',
  token: FUSD_TOKEN,
  amount: '10000.5',
  receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  receiverAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
}
const sendIntents = {
  setToken: nothing,
  setAmount: nothing,
  setReceiver: nothing,
  max: nothing,
  submit: nothing,
  cancel: nothing,
}
/** Send's hint for a problem, in a locale, and core's English words for it. */
function hint(locale: string, problemMessage: SendProblem) {
  const { unmount } = inLocale(
    locale,
    <SendPanel view={{ ...sending, problemMessage }} tokens={[FUSD_TOKEN]} intents={sendIntents} />,
  )
  const text = document.querySelector('.foyer-send-hint')?.textContent
  unmount()
  return text
}

describe('Send’s hint and deposit in the visitor’s language', () => {
  const lacking: SendProblem = {
    kind: 'shortfall',
    lacking: 'amount',
    needed: figure('10000.5', 'FUSD'),
    available: figure('25.75', 'FUSD'),
  }
  const fee: SendProblem = {
    kind: 'shortfall',
    lacking: 'fee',
    needed: figure('0.000042', 'ETH'),
    available: figure('0.00001', 'ETH'),
  }
  const problems: SendProblem[] = [
    lacking,
    fee,
    { kind: 'spec', text: 'A token is required' },
    { kind: 'amount', problem: 'tooManyDecimals', symbol: 'FUSD', decimals: 18 },
    { kind: 'noAddress', name: 'satoshi.eth', network: 'Base' },
    { kind: 'invalidAddress', namespace: 'EVM' },
  ]

  it('English reads exactly as core’s words for the same data', () => {
    for (const problem of problems) expect(hint('en', problem)).toBe(sendProblemText(problem))
  })

  it('Spanish: its words, the figures with decimal commas and no grouping', () => {
    expect(problems.map((problem) => hint('es', problem))).toEqual([
      'No tienes suficiente FUSD para el importe: se necesitan 10000,5 FUSD, hay 25,75 FUSD',
      'No tienes suficiente ETH para la comisión de red: se necesitan 0,000042 ETH, hay 0,00001 ETH',
      'Se requiere un token',
      'FUSD tiene como máximo 18 decimales',
      'No hay ninguna dirección registrada para satoshi.eth en Base',
      'Esta no es una dirección EVM válida',
    ])
  })

  it('the account deposit the fee includes (Solana), its amount left to right', () => {
    const quoted: SendViewModel = {
      ...sending,
      fee: '0.00203928 SOL',
      feeAmount: figure('0.00203928', 'SOL'),
      receives: '10000.5 FUSD',
      receivesAmount: figure('10000.5', 'FUSD'),
      feeIncludes: "Includes 0.00203928 SOL to open the receiver's FUSD account",
      accountDeposit: { amount: figure('0.00203928', 'SOL'), token: 'FUSD' },
    }
    const note = (locale: string) => {
      const { unmount } = inLocale(
        locale,
        <SendPanel view={quoted} tokens={[FUSD_TOKEN]} intents={sendIntents} />,
      )
      const element = document.querySelector('.foyer-send-fee-note')
      const text = [element?.textContent, element?.querySelector('bdi[dir="ltr"]')?.textContent]
      unmount()
      return text
    }
    expect(note('en')).toEqual([quoted.feeIncludes, '0.00203928 SOL'])
    expect(note('es')).toEqual([
      'Incluye 0,00203928 SOL para abrir la cuenta de FUSD del destinatario',
      '0,00203928 SOL',
    ])
  })
})

// ---- The transaction review ----------------------------------------------------------------------

/** A review's totals as the EVM preview writes them: what leaves, the fee and the total, qualified. */
const reviewOf = (qualifier: 'about' | 'atMost' | undefined): ApproveTransactionViewModel => ({
  status: 'reviewing',
  queued: 0,
  canApprove: true,
  preview: {
    title: 'Send a transaction',
    network: 'Ethereum',
    sections: [],
    totals: [
      { label: 'Leaves this wallet', value: '10000.5 ETH', figure: figure('10000.5', 'ETH') },
      qualifier
        ? {
            label: 'Network fee',
            value: `${qualifier === 'about' ? 'About' : 'At most'} 0.000021 ETH`,
            figure: figure('0.000021', 'ETH'),
            qualifier,
          }
        : { label: 'Network fee', value: 'Could not be read' },
      qualifier
        ? {
            label: 'Total',
            value: `${qualifier === 'about' ? 'About' : 'At most'} 10000.500021 ETH`,
            figure: figure('10000.500021', 'ETH'),
            qualifier,
          }
        : {
            label: 'Total',
            value: '10000.5 ETH plus the network fee',
            figure: figure('10000.5', 'ETH'),
            qualifier: 'plusNetworkFee',
          },
    ],
  },
})

/** The review's totals as shown: each label with its value. */
function totals(locale: string, view: ApproveTransactionViewModel) {
  const { unmount } = inLocale(
    locale,
    <ApproveTransactionPanel view={view} onApprove={nothing} onReject={nothing} />,
  )
  const shown = [...document.querySelectorAll('.foyer-review-totals > div')].map(
    (row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`,
  )
  unmount()
  return shown
}

describe('the review’s totals in the visitor’s language', () => {
  it('English reads as core’s words: labels and values', () => {
    for (const qualifier of ['about', 'atMost', undefined] as const) {
      const view = reviewOf(qualifier)
      expect(totals('en', view)).toEqual(
        view.status === 'reviewing'
          ? view.preview.totals.map(({ label, value }) => `${label}: ${value}`)
          : [],
      )
    }
  })

  it('Spanish: the labels, the estimate, the bound and the fee still to add in its words, with decimal commas', () => {
    expect(totals('es', reviewOf('about'))).toEqual([
      'Sale de esta billetera: 10000,5 ETH',
      'Comisión de red: Aproximadamente 0,000021 ETH',
      'Total: Aproximadamente 10000,500021 ETH',
    ])
    expect(totals('es', reviewOf('atMost')).slice(1)).toEqual([
      'Comisión de red: Como máximo 0,000021 ETH',
      'Total: Como máximo 10000,500021 ETH',
    ])
    expect(totals('es', reviewOf(undefined)).slice(1)).toEqual([
      'Comisión de red: No se pudo leer',
      'Total: 10000,5 ETH más la comisión de red',
    ])
  })
})

import { type Address, formatEther, type Hex, isAddressEqual, size, slice } from 'viem'
import { amountFigure } from '../../../utils/amount-figure.js'
import { type ReviewText, reviewAmount, reviewDetail, reviewEnglish, reviewText } from '../../review-text.js'
import type { TransactionPreviewRow } from '../../transaction-preview.types.js'
import { allowanceAmount, isUnlimited, RAW_UNITS_NOTE, tokenAmountFields, tokenNameValue } from './amounts.js'
import { type AssetCall, decodeAssetCall } from './asset-calls.js'
import type { RequestContext } from './previewed-request.js'
import { SWAP_ROUTER_NAME } from './swap-router.js'
import { type ChainReader, readTokenFacts, type TokenFacts } from './token-facts.js'

/**
 * One section of a review, as the preview types write it (`headingText`: a heading with values, as data).
 *
 * @example
 * const section: PreviewSection = { heading: 'Allowance', rows: [{ address: spender, amount: 'unlimited FUSD' }] }
 */
export type PreviewSection = {
  heading: string
  headingText?: ReviewText | undefined
  rows: readonly TransactionPreviewRow[]
}

/**
 * A call (a transaction, or one call of a bundle) in words.
 *
 * @example
 * const { sections, warnings }: CallPreview = await previewCall(call, context)
 */
export type CallPreview = { sections: PreviewSection[]; warnings: ReviewText[] }

/**
 * The call: where to, how much of the native currency, with what data.
 *
 * @example
 * const call: CallFields = { to: '0x…', value: 0n, data: '0x095ea7b3…' }
 */
export type CallFields = { to?: Address | undefined; value: bigint; data: Hex }

/**
 * What previewing a call needs: the native currency's symbol and a way to ask the chain; the swap
 * router the network declares (`swapRouter`: only a call to that very address is read as a swap, any
 * other contract with the same functions stays unverified); the account that signs (a swap's tokens
 * going elsewhere is warned of) and the time now in milliseconds (a swap's deadline already past).
 *
 * @example
 * const context: CallContext = { symbol: 'ETH', read, swapRouter: '0x7a25…', account, now: Date.now() }
 */
export type CallContext = {
  symbol: string
  read: ChainReader
  swapRouter?: Address | undefined
  account?: Address | undefined
  now?: number | undefined
}

/**
 * The call context of a request's context: the network's currency and swap router, the signer (the
 * one Foyer knows, else the request's `from`), the time now.
 *
 * @example
 * previewCall(transaction, callContextOf(context, transaction.from))
 */
export function callContextOf(context: RequestContext, from?: Address): CallContext {
  return {
    symbol: context.network.symbol,
    read: context.read,
    swapRouter: context.network.swapRouter,
    account: context.account ?? from,
    now: context.now,
  }
}

const isRouter = (address: Address, context: CallContext) =>
  context.swapRouter !== undefined && isAddressEqual(address, context.swapRouter)

const UNVERIFIED = 'Calls a contract (unverified): it may move any of your assets · function {selector}'

const note = (facts: TokenFacts) => (facts.kind === 'unknown' ? RAW_UNITS_NOTE : undefined)
/** An NFT as a line's amount ('token #7'), in words a UI translates. */
const nft = (id: bigint) => reviewAmount('token #{id}', { id: `${id}` })
/** The network's declared router, by the name a UI translates. */
const ROUTER = reviewText(SWAP_ROUTER_NAME)

/** The note of an NFT sent with data for the receiver's contract, in English and as data. */
function withData(data: Hex | undefined) {
  if (!data || data === '0x') return {}
  const words = reviewText('With {bytes} bytes of data for the receiver', { bytes: `${size(data)}` })
  return { note: reviewEnglish(words), noteText: words }
}

/** The lines an asset call adds: who receives or may spend, and how much. */
function assetSection(
  call: AssetCall,
  token: Address,
  facts: TokenFacts,
  context: CallContext,
): PreviewSection & { warning?: ReviewText | undefined } {
  // The token's symbol, else 'the token' as a phrase: a value of the lines' words.
  const name = tokenNameValue(facts)
  switch (call.name) {
    case 'transfer':
      return {
        heading: 'Sends',
        rows: [
          {
            address: call.to,
            ...reviewDetail('Receives {name} from this wallet', { name }),
            ...tokenAmountFields(call.amount, facts),
            note: note(facts),
          },
        ],
      }
    case 'transferFrom':
      return {
        heading: 'Moves',
        rows: [
          {
            address: call.to,
            ...reviewDetail('Receives {name} taken from {from}', { name, from: call.from }),
            ...(facts.kind === 'nft' ? nft(call.amount) : tokenAmountFields(call.amount, facts)),
            note: note(facts),
          },
        ],
      }
    case 'approve':
    case 'increaseAllowance': {
      if (facts.kind === 'nft' && call.name === 'approve')
        return {
          heading: 'Allowance',
          rows: [
            {
              address: call.spender,
              ...reviewDetail('May move token #{id} of this wallet’s {name}', { id: `${call.amount}`, name }),
              ...nft(call.amount),
            },
          ],
        }
      // The network's declared swap router is named; any other spender is its address alone.
      const router = isRouter(call.spender, context)
      const spender = router
        ? reviewText('{router} ({address})', { router: ROUTER, address: call.spender })
        : call.spender
      const may = router
        ? reviewText('{router} may spend this wallet’s {name}', { router: ROUTER, name })
        : reviewText('May spend this wallet’s {name}', { name })
      return {
        heading: 'Allowance',
        rows: [
          {
            address: call.spender,
            ...(call.name === 'increaseAllowance'
              ? reviewDetail('{action} (added to what it may already spend)', { action: may })
              : reviewDetail(may.text, may.values)),
            ...allowanceAmount(call.amount, facts),
            note: note(facts),
          },
        ],
        warning: isUnlimited(call.amount)
          ? reviewText(
              'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}), now and later, until the allowance is revoked.',
              { spender, name, token },
            )
          : undefined,
      }
    }
    case 'setApprovalForAll':
      return call.approved
        ? {
            heading: 'Operator',
            rows: [
              {
                address: call.operator,
                ...reviewDetail('May move every token this wallet holds in {name} ({token})', {
                  name,
                  token,
                }),
                ...reviewAmount('all tokens'),
              },
            ],
            warning: reviewText(
              '{operator} may move every token this wallet holds in the collection {token}, now and later, until this is revoked.',
              { operator: call.operator, token },
            ),
          }
        : {
            heading: 'Operator',
            rows: [
              {
                address: call.operator,
                ...reviewDetail('May no longer move this wallet’s tokens in {name}', { name }),
                ...reviewAmount('none'),
              },
            ],
          }
    case 'safeTransferFrom':
      return {
        heading: 'Sends',
        rows: [
          {
            address: call.to,
            ...reviewDetail('Receives token #{id} of {name} taken from {from}', {
              id: `${call.id}`,
              name,
              from: call.from,
            }),
            ...nft(call.id),
            ...withData(call.data),
          },
        ],
      }
    case 'safeTransferFromMulti':
      return {
        heading: 'Sends',
        rows: call.items.map(({ id, amount }) => ({
          address: call.to,
          ...reviewDetail('Receives token #{id} of {name} taken from {from}', {
            id: `${id}`,
            name,
            from: call.from,
          }),
          // How many of the token, a bare number the words count.
          ...reviewAmount('{count} × token #{id}', { count: amountFigure(`${amount}`, ''), id: `${id}` }),
          ...withData(call.data),
        })),
      }
  }
}

/**
 * A call in words: its recipient and native amount; for a swap through the network's declared
 * router, what is paid and received (see `swapWords`); for a token call, who receives or may spend what
 * (symbol and decimals read from the chain); any other calldata as an unverified contract call with
 * its selector, and a warning. `index` names the sections of one call among several ('Call 2').
 *
 * @example
 * await previewCall({ to: FUSD, value: 0n, data: approveData }, { symbol: 'ETH', read })
 */
export async function previewCall(
  call: CallFields,
  context: CallContext,
  index?: number,
): Promise<CallPreview> {
  // A section by what it shows ('Sends'; none: where the call goes, 'To'). One call among several puts
  // its place first ('Call 2: Sends', 'Call 2'): words with a value, as data a UI translates.
  const section = (rows: readonly TransactionPreviewRow[], name?: string): PreviewSection => {
    if (index === undefined) return { heading: name ?? 'To', rows }
    const at = `${index}`
    const text = name
      ? reviewText('Call {index}: {heading}', { index: at, heading: reviewText(name) })
      : reviewText('Call {index}', { index: at })
    return { heading: reviewEnglish(text), headingText: text, rows }
  }
  // The native amount sent, its figure beside for a UI to write in its visitor's locale.
  const sent = formatEther(call.value)
  const amount = { amount: `${sent} ${context.symbol}`, figure: amountFigure(sent, context.symbol) }
  if (!call.to) {
    return {
      sections: [
        section(
          [
            {
              address: undefined,
              ...reviewDetail('Deploys {bytes} bytes of code', { bytes: `${size(call.data)}` }),
              ...amount,
            },
          ],
          'Creates a contract',
        ),
      ],
      warnings: [],
    }
  }
  if (call.data === '0x') return { sections: [section([{ address: call.to, ...amount }])], warnings: [] }
  // A call to the network's declared router: its swap words load with the first one (a site that
  // offers no swaps never downloads them).
  if (isRouter(call.to, context)) {
    const { routerSwapWords } = await import('./router-preview.js')
    const words = await routerSwapWords(call.data, call.value, {
      router: call.to,
      symbol: context.symbol,
      read: context.read,
      account: context.account,
      now: context.now ?? Date.now(),
    })
    if (words)
      return {
        sections: [
          section([
            {
              address: call.to,
              ...reviewDetail('{router} (declared by this network)', { router: ROUTER }),
              ...amount,
            },
          ]),
          section(words.rows, 'Swap'),
        ],
        warnings: words.warnings,
      }
  }
  const decoded = decodeAssetCall(call.data)
  if (!decoded) {
    const selector = size(call.data) >= 4 ? slice(call.data, 0, 4) : call.data
    return {
      sections: [section([{ address: call.to, ...reviewDetail(UNVERIFIED, { selector }), ...amount }])],
      warnings: [
        reviewText(
          'This calls function {selector} of {contract}, which Foyer cannot read: it may move any of your assets.',
          { selector, contract: call.to },
        ),
      ],
    }
  }
  const facts = await readTokenFacts(context.read, call.to)
  const { warning, ...asset } = assetSection(decoded, call.to, facts, context)
  return {
    sections: [
      section([
        {
          address: call.to,
          ...(facts.kind !== 'unknown' && facts.symbol
            ? reviewDetail('Token contract ({symbol})', { symbol: facts.symbol })
            : reviewDetail('Token contract')),
          ...amount,
        },
      ]),
      section(asset.rows, asset.heading),
    ],
    warnings: warning ? [warning] : [],
  }
}

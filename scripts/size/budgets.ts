import { foyerLocales } from '../../react-ui/src/i18n/locales.js'
import { EVM_SITE, EVM_SITE_IDLE, kB, type Measurement } from './measure.js'

/**
 * What a visitor's language may cost: each locale's texts are a chunk of their own, downloaded only by
 * a visitor who reads that language (English is in the views themselves). One cap for all, since they
 * translate the same texts and grow together with every text added; the largest are Russian and
 * Ukrainian (longer words, two-byte letters). Every text the visitor reads is in them: the views', core's
 * messages and sentences with figures, the transaction review's lines, warnings and refusals (long
 * security sentences and its amounts in words), a swap call's mismatches and the alerts. Measured
 * 16.91 kB (Ukrainian); raise it by what new texts measure, never to make room ahead.
 */
const LOCALE_BUDGET = 16_920

const localeBudgets = Object.fromEntries(
  foyerLocales
    .filter((locale) => locale !== 'en')
    .map((locale) => [`lazy: react-ui/src/i18n/locales/${locale}.ts`, LOCALE_BUDGET]),
)

/**
 * Gzip budgets in bytes (1 kB = 1000 bytes, as vite prints sizes), keyed by measurement name.
 * Each is the size measured when it was set plus about 10%, rounded up to half a kB; the measured
 * figure is in the comment, so the margin left is plain. Growing past one is a decision: shrink the
 * code, or raise the line here and say why in the commit.
 */
export const budgets: Readonly<Record<string, number>> = {
  // What Foyer may add to a React + viem site: issue 6's target, 40 kB (86.02 kB at first). The figures
  // along the way, and what each change cost, are in this line's history (`git log -L`); what they
  // taught stays here:
  // - A page downloads a module whole once it imports anything from it: selectors, constants, storage
  //   keys and words only lazy code reads live in modules of their own, off the page.
  // - The modal's UI, its views, the first open's services, the toaster, the wallet list, the RPC
  //   transport, signing, sending and the account readers all load on first use.
  // - A module the page imports that lazy chunks import too can make the bundler split the page into
  //   extra initial chunks (rolldown/rolldown#10731; up to 13 chunks and +2.1 kB with rolldown 1.2). The
  //   skin reaches module actors through the running Foyer rather than importing their code, and lazy
  //   sending code imports nothing of the page but Foyer's base error. Rolldown 1.3 (vite 8.4) keeps
  //   the page in one chunk.
  // - Loading viem's RPC transport lazily only pays off with rolldown 1.3: with 1.2 it split the page.
  // - A balance read is one `eth_getBalance`: viem's getBalance would bring `call` (multicall, ABI
  //   coding, contract bytecodes) into the heap of every page whose site does not use viem's reads.
  // Measured 40.55 kB in one chunk. Of it: @xstate/react in the skin 0.68 kB; the hooks a page's button
  // uses before a DeferredFoyerProvider's Foyer is in 0.18 kB; the page's part of languages (the
  // provider, its context, the loaded dictionaries) ~0.25 kB; custom wallets 0.18 kB; the optional
  // hooks of an adapter whose visitors pick the account (Polkadot) 0.09 kB, its code being the
  // adapter's. 40.58 kB: measured + 0.03 kB, as lazy chunks' name hashes move it by a hundredth.
  [EVM_SITE]: 40_580,
  // What the same site fetches once the page is idle after its load, before the first click: the
  // modal's UI (its frame, the standing views, their styles) and the chunks it imports that the page
  // does not have. Measured 28.97 kB with languages (placeholders, plurals, direction, Intl figures,
  // right to left) and the Connect view read as a server renders it while hydrating; 26.83 kB once the
  // stylesheets' comments are JS comments, left out of builds (they were 2.1 kB of it). It names lazy
  // chunks whose names' hashes (random to gzip) move it by a hundredth either way: 26.87 kB.
  [EVM_SITE_IDLE]: 26_870,
  // Everything the root entry exports, xstate counted (react, react-dom and viem external): 50.42 kB at
  // first, measured 85.97 kB now. It says as much about the library build as about core: each entry
  // point added (adapters, embedded wallet, sign-in, analytics, onramp) makes the build cut what it
  // shares with core into chunks of their own, about 1.2 kB of lost gzip context each. A site
  // downloads only what it imports: the EVM-only site above is what a visitor pays. The largest parts:
  // the view-model selectors and intents a custom UI renders and calls (issue 36, +5.6 kB), the account
  // data sources and the Blockchain API client with its answers' checks, the checks of untrusted data
  // (issue 34), the swap, send and pay modules' view models and errors (their machines are lazy).
  '@foyer/core': 86_300,
  // Above @foyer/core: the machines tests drive and the selectors custom UIs read beyond the root's.
  // 7.17 kB when set; measured 19.36 kB with the relay, pairing, portfolio, activity, NFT gallery, name
  // registration machines and the English words of the money views' sentences (for custom UIs).
  '@foyer/core/advanced': 21_770,
  // Above @foyer/core: the EVM adapter (discovery, connect, signatures checked, a local chain's history
  // reader, the lazy RPC transport that ranks several endpoints, the network switch loaded on the
  // first switch, the receipt's outcome). 3.42 kB when set; measured 5.74 kB.
  '@foyer/core/eip155': 5_750,
  // Above @foyer/core: the WalletConnect module, the pairing machine and its selectors, sessions read as
  // each namespace's wallets (Solana as a Wallet Standard wallet, Cosmos), relay outages as states, a
  // failed client start told. 2.16 kB when set; measured 6.59 kB.
  '@foyer/core/walletconnect': 6_650,
  // measured 3.65 kB above @foyer/core (Wallet Standard discovery, connect, sign, balances over viem's
  // HTTP transport); issue 14 allows the adapter's entry 10 kB; 7.81 kB with the embedded wallet's
  // Solana side (a Wallet Standard wallet over the login frame; its previews load on first use)
  '@foyer/core/solana': 10_000,
  // measured 1.01 kB: a Solana message or transaction in words for the ApproveTransaction view, loaded
  // with the embedded wallet's first Solana request; 6.23 kB once every System, SPL Token and Token-2022
  // instruction is decoded by its layout, lookup tables and mints are read over RPC, and what cannot be
  // read is refused (issue 34); 6.68 kB with associated token accounts and the rent they cost; 7.26 kB
  // once the token-account decoders are shared with SPL sending and the Tokens list's SPL reader (the
  // bundler puts them in a chunk of their own). Raised by half a kB. 7.74 kB once every line's words are
  // data beside the English (issue 42: the skin says them in the visitor's language), 7.86 kB with its
  // totals and its lines' amounts as figures and words the skin writes in the visitor's locale. Raised
  // to 7.87 kB.
  'lazy: core/src/chains/solana/embedded/request-preview.ts': 7_870,
  // measured 6.24 kB: EVM requests in words for the ApproveTransaction view (token calls, typed data,
  // permits, call bundles, each field read strictly as JSON-RPC), loaded with the embedded wallet's
  // first EVM request to sign or send (issue 34); the embedded-wallet entry keeps only its lazy face.
  // 6.89 kB → 7.20 kB with issue 41's swap reviews: the network's declared router, the signer and the
  // time handed to each call's words, the router named as an allowance's spender, and the load of the
  // router's words (their own chunk, below). Raised by half a kB. 7.53 kB once its warnings and refusal
  // are data the skin says in the visitor's language (the shared review-text chunk). Raised to 7.6 kB.
  // 7.87 kB once its titles, headings, lines and their amounts (in words, or a figure) are data too
  // (issue 42). Raised to 7.88 kB.
  'lazy: core/src/chains/eip155/preview/evm-request-preview.ts': 7_880,
  // measured 1.86 kB: a Uniswap v2 router swap in words (its nine swap functions' ABI entries, the
  // amounts, path, recipient and deadline, the router's WETH checked against the path's ETH end),
  // loaded with the first call to the router the network declares (issue 41); 2.02 kB once the router's
  // ABI is a chunk shared with the swap's checks of the calls the service builds. Raised to 2.1 kB.
  // 2.27 kB once its lines and the amount paid are data the skin says in the visitor's language (issue
  // 42), and a token without a symbol said as 'tokens' in the recipient warning. Raised to 2.28 kB.
  'lazy: core/src/chains/eip155/preview/router-preview.ts': 2_280,
  // measured 0.95 kB: the wait until an EVM transaction the visitor approved has a receipt (asked every
  // second over the network's RPC with its own fetch, so it shares no module with the page), loaded
  // with the first transaction sent; balances are read again once it has landed
  'lazy: core/src/chains/eip155/eip155.landed.ts': 1_500,
  // measured 0.07 kB (viem is external here; on an EVM site the chunk holds viem's signMessage and
  // signTypedData): loaded with the first signature an EVM wallet is asked for
  'lazy: core/src/chains/eip155/eip155.sign.ts': 500,
  // measured 5.04 kB: sending the coin and ERC-20s (balances, decimals and symbol read from the token's
  // contract, gas and fee terms, eth_sendTransaction) and the transaction errors' mapping and classes;
  // loaded with the first Send form
  // 6.21 kB with ENS names as receivers (the Universal Resolver's resolve, written out); 6.59 kB with
  // their pictures (the `avatar` text record, decoded by hand too). Raised by half a kB. 6.86 kB once
  // Cosmos sending imports the transaction errors too: they are a chunk of their own (same code).
  // 7.94 kB with EIP-5792 batching (wallet_getCapabilities read strictly, wallet_sendCalls, and
  // wallet_getCallsStatus checked against the chain's receipts), loaded with it. Raised to 8.2 kB.
  // 8.61 kB with payments (+0.67 kB): a token's decimals read for a request, the landed transaction
  // read back and compared with the transfer shown, EIP-55 checksums written out. Raised to 8.9 kB.
  'lazy: core/src/chains/eip155/transfer/evm-transfer.ts': 8_900,
  // measured 2.71 kB: the Send form's machine (quotes once typing pauses, Max, the send), loaded with
  // the first Send view; 3.08 kB once the exact amount formatting it shares with the namespaces'
  // sending code moved to utils (the library build gives it this chunk); 3.59 kB with names as
  // receivers (ENS and the name service) and the price read with a quote
  'lazy: core/src/machines/send/send.machine.ts': 4_000,
  // measured 2.89 kB: the Swap form's machine (quotes once typing pauses and every 15 s, the allowance,
  // the approval and the swap as two prompts, the landing), loaded with the first Swap view; 3.76 kB
  // with the approval and the swap as one prompt where the wallet batches (its states and actors, the
  // status asked every second). Raised to 4 kB. 5.54 kB with the checks of the calls the swap service
  // builds against the swap shown (the approval's exact encoding, the router's swap decoded: its ABI
  // and viem's coder, 1.6 kB); downloading them apart costs more (the preload list of their chunk).
  // Raised to 5.6 kB.
  // 6.83 kB with issue 41's network fee (the fee estimated with each quote, Max leaving it on the coin:
  // +0.81 kB) and the swap's error texts moved here from @foyer/core, which only this machine says
  // (+0.45 kB here, -0.26 kB there). Raised to 6.9 kB.
  'lazy: core/src/machines/swap/swap.machine.ts': 6_900,
  // Each locale's texts: see LOCALE_BUDGET.
  ...localeBudgets,
  // measured 3.15 kB: the payment a site asks for (the request read by its namespace's rules, the
  // review read from the chain, the shortfall, the wallet, the landing read back), loaded with the first
  // payment or Pay view. 3.60 kB once every account the wallet shares is quoted and the visitor picks
  // the payer (its rules and shortfall, the choice's guard): raised to 3.7 kB.
  'lazy: core/src/machines/pay/pay.machine.ts': 3_700,
  // What every page downloads after mount to choose its locale (the site's option, else the browser's
  // languages, matched against the locale names) and, for a locale other than English, the loaders of
  // the locales' chunks: off the page's initial JS. 0.18 kB each when set; the loaders 0.29 kB with
  // twelve locales.
  'lazy: react-ui/src/i18n/choose-locale.ts': 500,
  'lazy: react-ui/src/i18n/locale-loaders.ts': 500,
  // measured 7.92 kB: sending from a Bitcoin payment address (the quote at a fee rate kept, dust and
  // network checks, the PSBT built, signed, checked and broadcast: the PSBT actions come along), loaded
  // with the first Send form on Bitcoin
  'lazy: core/src/chains/bip122/psbt/psbt-transfers.ts': 8_500,
  // measured 2.06 kB: sending SOL (balances, the rent minimum, the network's fee for the message; web3.js
  // downloads apart), loaded with the first Send form on Solana. 2.55 kB once the library build also
  // splits around the Polkadot entry and cuts @noble/hashes' modules, shared with the Polkadot sign-in
  // check, into chunks of their own; 2.60 kB with the Cosmos message check's chunks too.
  'lazy: core/src/chains/solana/transfer/solana-transfer.ts': 2_700,
  // measured 80.75 kB, of which 78.27 kB is web3.js (loaded with it when not yet there): sending SPL
  // tokens (the mint's program and decimals checked, both associated accounts, the receiver's opened in
  // the same transaction), loaded with the first token picked on Solana's Send form
  'lazy: core/src/chains/solana/transfer/spl-transfer.ts': 81_500,
  // measured 1.46 kB: SPL balances of the Tokens list (every token account of the owner, both token
  // programs), loaded with the first Tokens list on Solana
  'lazy: core/src/chains/solana/token-balances.ts': 1_600,
  // measured 1.02 kB: the same wait for a Solana signature, until it is confirmed
  'lazy: core/src/chains/solana/solana.landed.ts': 1_500,
  'lazy: @wallet-standard/app': 1_500, // measured 0.84 kB, loaded when Solana discovery starts (never on the server)
  'lazy: @solana/web3.js': 80_000, // measured 76.33 kB, loaded only to read back a transaction the wallet signed
  // measured 8.47 kB above @foyer/core (issue 15): detection of two wallet families, connect, balances
  // from Esplora, bech32 checksums. 10.18 kB with three more families (Leather, Phantom, the Wallet
  // Standard's bitcoin features); 11.82 kB with PSBTs and transfers, of which the entry keeps only
  // what the site calls (the actions' stubs, their errors, `signPsbt` with its approval and the
  // preview's wording); the PSBT code and bitcoinjs-lib load on the first PSBT. 12.73 kB with
  // WalletConnect's port: the entry keeps its lazy face, the session's reading loads on first use.
  // 13.08 kB once the adapter brings its namespace's kit (the address shapes left @foyer/core); 13.30 kB
  // once CAIP-10 account ids are checked by their namespace's address rule (the chunks core shares move).
  // 13.53 kB once `signPsbt` reads the site's request once and the preview words refusals, warnings and
  // what comes into the wallet (issue 34). 13.70 kB once the PSBT's warnings, refusals and fee are data
  // the skin says in the visitor's language (the entry preloads the shared review-text chunk). Raised
  // to 13.75 kB.
  '@foyer/core/bip122': 13_750,
  // measured 9.31 kB above @foyer/core: detection of injectedWeb3 extensions without a fixed wait,
  // enable of the chosen one only (bounded, a retry waits for the same prompt), SS58 accounts with
  // their checks (4.00 kB of it is blake2b, the SS58 checksum, which @foyer/core does not carry),
  // accounts followed, signRaw's answer checked, balances' lazy face; the issue allows the entry 10 kB.
  // 9.99 kB (9.92 before) with sending's lazy face: the hook loads a file that imports nothing at run
  // time (each file a lazy chunk imports is named in the entry's preload list), its arguments
  // positional; lazy code importing a module the entry holds alone would cut the entry in two (+1 kB).
  // 9.61 kB once connecting to a network and reading a balance download with the first read. 9.80 kB
  // with WalletConnect's Polkadot namespace: the session read as an extension whose `enable` downloads
  // the code below (told by the connector's type: `isSessionPort`'s shared chunk cost 0.15 kB more).
  '@foyer/core/polkadot': 10_000,
  // measured 1.15 kB: a WalletConnect session as a Polkadot extension (its accounts and events,
  // polkadot_signMessage checked with the sign-in verifier, which loads on the first signature,
  // polkadot_signTransaction), loaded when a WalletConnect connection on Polkadot starts
  'lazy: core/src/chains/polkadot/walletconnect/session-wallet.ts': 1_500,
  // measured 1.01 kB: connecting to a Polkadot network (@polkadot/api downloads then) and reading an
  // account's free balance, loaded with the first balance read
  'lazy: core/src/chains/polkadot/chain-reads.ts': 1_500,
  // measured 343.46 kB: @polkadot/api with what it brings (its type registry, api-derive, rxjs, and
  // util-crypto with @polkadot/wasm-crypto's WASM inlined), loaded with the first balance read on a
  // Polkadot network (a site that hands over its own ApiPromise never fetches it)
  'lazy: @polkadot/api': 350_000,
  // measured 0.51 kB: what the Polkadot entry loads with the first Send form, which loads the sending
  // code below at once (its preload list is the bulk of it)
  'lazy: core/src/chains/polkadot/transfer/polkadot-transfers.ts': 1_000,
  // measured 7.10 kB: balances.transferKeepAlive prepared (balances, existential deposit, the fee as
  // an upper bound), its signPayload payload checked against the review before the wallet sees it and
  // the answer after, submitted and followed until a block holds it, refusals and failures in words
  'lazy: core/src/chains/polkadot/transfer/transfer-sender.ts': 8_000,
  // measured 9.80 kB above @foyer/core (issue 40): Keplr, Leap and Cosmostation found on the page, the
  // connect machine (chain list, suggestions, one enable, each key), the connection's per-chain
  // addresses, key switches, ADR-036 signing; 7.64 kB once bech32 is written by Foyer's own code
  // rather than @scure/base (3.02 kB, the kit's before). The
  // hashes that check keys and signatures, the chains' suggestions and CosmJS load on use (below).
  // The issue allows the adapter's entry 10 kB. 7.89 kB with sending: the wallet port's `signDirect`,
  // the Send form's lazy face and the loader of the wait until a transaction landed (the adapter's kit,
  // so the sign-in pages that carry `cosmosKit` do not grow). 8.12 kB once the adapter is split by job
  // (key following and message signing in files of their own); 8.55 kB with WalletConnect's cosmos
  // namespace: a session read as a wallet port through its loader (the source itself loads on first
  // use, below), the phone wallet's name on the connection; 8.59 kB with the Keplr-family port's
  // `signAmino` (transfers from a Ledger key).
  '@foyer/core/cosmos': 8_700,
  // measured 1.47 kB: a WalletConnect session as a Cosmos wallet (sources/walletconnect.ts: the
  // session's accounts per chain, keys from cosmos_getAccounts, ADR-036 through cosmos_signAmino with
  // its document compared, cosmos_signDirect in base64), loaded with the first use of its connector
  'lazy: core/src/chains/cosmos/sources/walletconnect.ts': 1_600,
  // measured 7.87 kB: SHA-256 and RIPEMD-160 (@noble/hashes, 6.8 kB of it) to check that a key's address
  // is the key's and a signature's key the signer's, loaded as the first Cosmos connect starts
  'lazy: core/src/chains/cosmos/key-checks.ts': 8_500,
  // measured 15.56 kB: secp256k1 (@noble/curves) and the ADR-036 document, to check that a signature a
  // wallet gave verifies before the page uses it; loaded with the first Cosmos message signed
  'lazy: core/src/chains/cosmos/arbitrary-signature.ts': 17_000,
  // measured 0.35 kB: a chain as `experimentalSuggestChain` takes it, loaded with the first suggestion
  'lazy: core/src/chains/cosmos/chain-info.ts': 500,
  // measured 224.01 kB: CosmJS's StargateClient (CommonJS, so all of @cosmjs/stargate with its
  // protobuf types and the CometBFT clients), loaded with the first Cosmos balance read
  'lazy: core/src/chains/cosmos/balance/stargate-reader.ts': 246_500,
  // measured 229.64 kB, of which 222.16 kB is CosmJS's chunk, shared with the balance reader above (a page
  // that showed a Cosmos balance has it, and pays about 6 kB): sending a chain's coin (account and
  // balance read, a simulation for the gas, the SIGN_MODE_DIRECT document, the check of what the wallet
  // signed against the review, the broadcast and the node's refusals as errors; 4.19 kB) and the
  // transaction and transfer errors (1.77 kB, chunks shared with EVM sending), loaded with the first Send
  // form on Cosmos. 230.56 kB with a Ledger key's transfers in amino JSON (the StdSignDoc, its check
  // against the review shared with the direct path, its signature verified with CosmJS's secp256k1,
  // already in the chunk: 0.92 kB)
  'lazy: core/src/chains/cosmos/transfer/cosmos-transfer.ts': 253_000,
  // measured 1.09 kB: the wait until a Cosmos transaction is in a block (CometBFT's `tx` by its hash,
  // asked every second over the chain's RPC with its own fetch), loaded with the first transaction sent
  'lazy: core/src/chains/cosmos/cosmos.landed.ts': 1_500,
  // Above @foyer/core (issue 16): the login frame's calls and their validators, the origin-pinned
  // channel, the frame, email, social, Farcaster, Telegram and account-type machines, the EVM provider
  // over the frame with its requests in words, issue 34's guards (addresses https only, answers
  // size-capped, the frame's account followed), the review's network fee and declared router. Only
  // sites with email or social login import it. 7.26 kB when set; measured 15.82 kB.
  '@foyer/core/embedded-wallet': 15_850,
  // measured 1.27 kB: a WalletConnect session as a Bitcoin wallet (sources/walletconnect.ts)
  'lazy: core/src/chains/bip122/sources/walletconnect.ts': 1_500,
  // measured 4.05 kB: reading PSBTs for people, checking what the wallet signed, building transfers;
  // 5.99 kB with what the review refuses and warns of (sighash types, amounts the PSBT does not prove,
  // records that disagree, the network's fee rate) and the sighash check of what the wallet signed (issue 34)
  'lazy: core/src/chains/bip122/psbt/psbt-actions.ts': 6_500,
  // measured 41.23 kB and 21.88 kB: bitcoinjs-lib and the curve library it needs for taproot outputs
  // and signature checks, loaded with the first PSBT
  'lazy: bitcoinjs-lib': 45_000,
  'lazy: @bitcoinerlab/secp256k1': 23_000,
  // measured 2.76 kB: the check of a Bitcoin wallet's message signature (BIP-137, BIP-322 simple),
  // loaded with bitcoinjs-lib on the first signature (it is checked before it is returned); 3.02 kB
  // once CAIP-10 account ids are checked by their namespace's address rule; 3.17 kB once WalletConnect's
  // Polkadot signatures load the Polkadot verifier too: the library build then puts the low-`s` rule
  // it shares with the Bitcoin check in a chunk of its own (the same code, one more file). Raised.
  'lazy: core/src/chains/bip122/message/verify-message.ts': 3_200,
  // Above @foyer/core: the sign-in machine, CAIP-122 messages in EIP-4361's exact grammar, sessions the
  // browser's storage verifies (the message parser is shared with the verifier; each namespace's
  // cryptography loads on use), the Bitcoin, Polkadot (SS58 read without its checksum, which the
  // verifier checks) and Cosmos (Foyer's own bech32 reader) message rules, and the address-form kits
  // the library build shares with the Polkadot and Cosmos entries. 7.56 kB when set; measured 12.13 kB.
  '@foyer/core/siwx': 12_500,
  // Analytics: the module, its machine, the collector and the reporter above @foyer/core. Measured 3.27 kB.
  '@foyer/core/analytics': 3_600,
  // Buying crypto: the module (view, Account row, actions, the popup opened in the click) and the Buy
  // view's selectors and rules above @foyer/core; the machine and the client load apart (below).
  // Measured 3.96 kB.
  '@foyer/core/onramp': 4_300,
  // measured 4.29 kB: the sign-in verifier (claims, EVM, Solana and Bitcoin signature checks), loaded
  // with the first stored session the browser's sign-in storage checks (issue 34). 4.61 kB once its
  // table of checks loads Polkadot's and Cosmos's with their first signature (+0.4 kB: the two
  // `import()`s and the lists of chunks each preloads; statically they cost +1.94 kB). 4.71 kB beside
  // the Polkadot adapter's entry (longer preload lists). Raised to 4.8 kB.
  'lazy: core/src/siwx/server/verify.ts': 4_800,
  // measured 5.94 kB: Polkadot's sign-in check (the signature read strictly, SS58's checksum with
  // blake2b), loaded with the first Polkadot signature; each key type's curve loads apart (below, and
  // ed25519 in '@noble/curves'; ecdsa is viem's)
  'lazy: core/src/siwx/server/polkadot.ts': 6_500,
  // measured 15.24 kB: sr25519, loaded with the first sr25519 signature checked; it brings its own
  // @noble/curves 1.9.7 (its ristretto255), as the core's 1.9.1 is older than it needs
  'lazy: @scure/sr25519': 16_500,
  // measured 1.65 kB: Cosmos's ADR-036 check (the StdSignature read strictly, the document, the key
  // bound to the address; hashes and secp256k1 are viem's), loaded with the first Cosmos signature
  'lazy: core/src/siwx/server/cosmos.ts': 2_000,
  // measured 12.81 kB: ed25519 (and the curve code it shares), loaded with the first Solana signature
  // checked in the page: a one-prompt Solana sign-in, or a stored Solana session (issue 34)
  'lazy: @noble/curves': 13_000,
  // measured 156.38 kB: BIP-322 verification, loaded only when the page checks a stored Bitcoin
  // sign-in session (issue 34); EVM and Solana sign-in sites never download it
  'lazy: bip322-js': 160_000,
  // measured 36.85 kB above @foyer/core (14.03 kB once views went lazy); 39.89 kB once network icons
  // draw the logos Foyer ships (the loader of each namespace's module and the drawing; the marks are in
  // the lazy chunks below, and the EVM-only site above did not grow: its icons are in the modal's chunk)
  '@foyer/react': 41_000,
  'lazy: @walletconnect/universal-provider': 153_500, // measured 139.18 kB, loaded on first WalletConnect use
  // measured 10.11 kB: the receive module's view, the active address as a QR code (the QR encoder is
  // most of it, as in the WalletConnect views' chunks) with its copy button; loaded when first shown
  'lazy: react-ui/src/modules/receive/ReceiveView.tsx': 10_500,
  // measured 1.87 kB: the send module's view, its form and styles; loaded when first shown
  // 2.66 kB with its figures in the visitor's locale (the money views' small amount writer, a chunk
  // they share): raised to 2.7 kB. 3.11 kB with its hint (what the form lacks, what the balances lack)
  // and Solana's account deposit said in the visitor's language from core's data: 3.15 kB.
  'lazy: react-ui/src/modules/send/SendView.tsx': 3_150,
  // measured 2.22 kB: the onramp module's view, its form, the purchase's stages and styles; loaded when
  // first shown. 2.67 kB with the payment method's radio group and the limits said per method.
  // 2.92 kB with the limit written in the visitor's locale (the money views' amount writer): 3.0 kB.
  // 3.24 kB with the quote and the purchase said in the visitor's language from core's data: 3.25 kB.
  'lazy: react-ui/src/modules/onramp/OnrampView.tsx': 3_250,
  // measured 2.14 kB: the swap module's view, its form (the send form's styles); loaded when first shown
  // 2.79 kB with the quote's figures and its price impact's percent in the visitor's locale: 2.8 kB.
  // 3.62 kB with its sentences with figures (the high impact's warning, the hint, the wallet's prompts,
  // the results) said in the visitor's language from the view model's data: 3.65 kB. 4.39 kB with its
  // failures (each step's, with its symbols, minimum and reason) said in the visitor's language: 4.4 kB.
  // 4.46 kB once what a built call differs in is core's data the view words (its sentences are in the
  // locales; a lazy piece for it cost more, its chunk names in the preload list): 4.47 kB.
  'lazy: react-ui/src/modules/swap/SwapView.tsx': 4_470,
  // measured 1.73 kB: the pay module's view, the payment in words (the send form's styles); loaded
  // when first shown. 2.44 kB with the account picker (a radio group, its rows' words and styles):
  // raised to 2.5 kB.
  // 2.79 kB with the amount, fee, balances and shortfalls in the visitor's locale; the names of the
  // chunks it preloads (their hashes random to gzip) move it by a hundredth: 2.81 kB.
  'lazy: react-ui/src/modules/pay/PayView.tsx': 2_810,
  // The networks' logos, one chunk per namespace, loaded the first time the modal shows a network of
  // that namespace (an EVM-only site downloads the first only). Measured 2.28 kB: the eight EVM
  // networks of SPEC §3; 0.63 kB Solana; 0.58 kB Bitcoin; 0.43 kB Polkadot; 1.94 kB the Cosmos Hub and
  // Osmosis (web3icons' drawings, several paths each).
  'lazy: react-ui/src/components/network-logos/eip155.generated.ts': 2_500,
  'lazy: react-ui/src/components/network-logos/solana.generated.ts': 1_000,
  'lazy: react-ui/src/components/network-logos/bip122.generated.ts': 1_000,
  'lazy: react-ui/src/components/network-logos/polkadot.generated.ts': 500,
  'lazy: react-ui/src/components/network-logos/cosmos.generated.ts': 2_500,
  // measured 1.80 kB above the library's exports; 2.04 kB once the page behind the overlay is locked
  // (no scrolling, inert) while the modal is open; 2.56 kB with the frame standing by before the first
  // open and the dialog's height following its content in a short transition; 2.91 kB with the
  // standing-by overlay shown on the click and the open processed after it is painted; 3.02 kB with
  // Escape going back one view where Back is offered
  // 3.09 kB once Escape pressed before the focus reached the dialog is heard on the page too (a visitor
  // on a busy phone pressing it as the overlay appears)
  // 3.15 kB with issue 42's languages (the root's lang and dir, the titles and the header through t).
  'lazy: react-ui/src/components/ModalFrame.tsx': 3_300,
  'lazy: core/src/api/services.load.ts': 1_000, // measured 0.45 kB above @foyer/core, loaded on the first open
  // measured 0.84 kB: an account's ERC-20 balances through Multicall3 (or batched calls), loaded with
  // the first Tokens list of an EVM account
  'lazy: core/src/chains/eip155/token-balances.ts': 1_100,
  // measured 1.65 kB: the NFTs an account holds in listed ERC-721 collections (how many, which, their
  // token URIs) in three rounds of calls, loaded with the first NFTs tab
  'lazy: core/src/chains/eip155/owned-nfts.ts': 2_000,
  'lazy: core/src/chains/eip155/account-history.ts': 3_000,
  // 1.75 kB once its revert check is shared with the Send form's ENS reads
  'lazy: core/src/chains/eip155/ens-name.ts': 2_000,
  // measured 0.19 kB above @foyer/core (which exports the sources themselves): the default account
  // data source, loaded with the first Tokens list
  'lazy: core/src/modules/account-data/default-source.load.ts': 500,
  // measured 0.52 kB: the identity (5 min) and portfolio (30 s) storage caches, loaded with the first
  // account-data read
  'lazy: core/src/modules/account-data/account-caches.load.ts': 600,
  // measured 0.32 kB: the fallback ping that ranks a network's endpoints, loaded with the first read of
  // a network with several
  'lazy: core/src/chains/rpc-rank.ts': 500,
  // measured 0.21 kB above @foyer/core: the name service's registry over the Blockchain API client,
  // loaded with the first RegisterAccountName view
  // measured 0.32 kB: the name service's lookup for names typed as receivers and the price service for
  // tokens the token list does not price (the HTTP client is in the services' chunk), loaded with the
  // first name typed or unpriced token quoted in the Send form
  'lazy: core/src/modules/send/send-services.load.ts': 500,
  // measured 0.24 kB: the check of a site's custom wallets and the deep-link rules it uses (loaded at
  // start, only by a site that lists custom wallets)
  'lazy: core/src/modules/wallet-directory/custom-wallets.load.ts': 500,
  // measured 2.08 kB: the onramp machine (the Buy form, the popup and the history followed), loaded
  // with the first Buy view
  'lazy: core/src/machines/onramp/onramp.machine.ts': 2_400,
  // measured 2.58 kB: the onramp client (options, quote, provider URL, history, each answer checked)
  // with the SPEC §8 fallbacks, loaded with the Buy form's first request
  'lazy: core/src/modules/onramp/onramp-services.load.ts': 2_900,
  // measured 3.63 kB: the swap form's ports, the convert client with its answer checks, the HTTP
  // client and the wallet's contract call, loaded with the first Swap view
  'lazy: core/src/modules/swap/swap-ports.load.ts': 3_900,
  'lazy: core/src/modules/account-names/name-registry.load.ts': 500,
}

/**
 * The budget of a lazy view chunk without its own line: a view built later starts under this, and one
 * that needs more gets its own line above.
 */
export const defaultLazyViewBudget = 15_000

const lazyView = /^lazy: react-ui\/src\/views\//

/**
 * A measurement against its budget.
 *
 * @example
 * const result: BudgetResult = { name: '@foyer/core', bytes: 45_632, budget: 50_500, ok: true }
 */
export type BudgetResult = {
  name: string
  bytes: number
  /** `undefined` when the table has no line for it (which fails: every entry must have a budget). */
  budget: number | undefined
  ok: boolean
}

/** The budget for `name`: its own line, the default for a lazy view, or none. */
export function budgetFor(
  name: string,
  table: Readonly<Record<string, number>> = budgets,
): number | undefined {
  return table[name] ?? (lazyView.test(name) ? defaultLazyViewBudget : undefined)
}

/**
 * Compares each measurement with its budget. An entry without a budget fails too, so a new entry point
 * or lazy chunk cannot slip in unmeasured.
 *
 * @example
 * checkBudgets([{ name: 'a', bytes: 12, counts: '', chunks: [] }], { a: 10 })[0]?.ok // false
 */
export function checkBudgets(
  measurements: readonly Pick<Measurement, 'name' | 'bytes'>[],
  table: Readonly<Record<string, number>> = budgets,
): BudgetResult[] {
  return measurements.map(({ name, bytes }) => {
    const budget = budgetFor(name, table)
    return { name, bytes, budget, ok: budget !== undefined && bytes <= budget }
  })
}

/**
 * Why a result fails, in one line naming the entry, its size and its budget; `undefined` when it passes.
 *
 * @example
 * failureMessage({ name: 'a', bytes: 12_000, budget: 10_000, ok: false })
 * // 'a is 12.00 kB gzip, over its budget of 10.00 kB by 2.00 kB'
 */
export function failureMessage(result: BudgetResult): string | undefined {
  if (result.ok) return undefined
  if (result.budget === undefined) {
    return `${result.name} is ${kB(result.bytes)} gzip and has no budget: add a line to scripts/size/budgets.ts`
  }
  const over = result.bytes - result.budget
  return `${result.name} is ${kB(result.bytes)} gzip, over its budget of ${kB(result.budget)} by ${kB(over)}`
}

import {
  type Address,
  type Chain,
  defineChain,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  type DeploymentCall,
  type DevnetClient,
  devnetClient,
  sendInNonceOrder,
  settleDeployment,
} from './devnet-deployment.js'
import {
  erc20PresetAbi,
  erc20PresetBytecode,
  erc721PresetAbi,
  erc721PresetBytecode,
  multicall3CreationCode,
} from './evm-contracts.js'

/**
 * Anvil's default account #9 (`test test … junk`, index 9): deploys the devnet tokens and nothing
 * else, so on a fresh chain its nonces 0, 1, 2 give the fixed token addresses below. Public
 * knowledge; never use it outside a local chain.
 *
 * @example
 * privateKeyToAccount(DEVNET_DEPLOYER_PRIVATE_KEY).address === DEVNET_DEPLOYER_ADDRESS // true
 */
export const DEVNET_DEPLOYER_PRIVATE_KEY =
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'

/**
 * The address of {@link DEVNET_DEPLOYER_PRIVATE_KEY}, EIP-55 checksummed.
 *
 * @example
 * getContractAddress({ from: DEVNET_DEPLOYER_ADDRESS, nonce: 0n }) === FUSD_ADDRESS // true
 */
export const DEVNET_DEPLOYER_ADDRESS: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

/**
 * Multicall3's canonical address (the same on every public chain), where viem's `multicall` looks
 * when a chain's `contracts.multicall3` names it.
 *
 * @example
 * defineChain({ …, contracts: { multicall3: { address: MULTICALL3_ADDRESS } } })
 */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/**
 * The "Foyer Dollar" ERC-20 (FUSD) on a fresh devnet: the deployer's first contract (nonce 0).
 *
 * @example
 * await client.readContract({ address: FUSD_ADDRESS, abi: erc20Abi, functionName: 'symbol' }) // 'FUSD'
 */
export const FUSD_ADDRESS: Address = getContractAddress({ from: DEVNET_DEPLOYER_ADDRESS, nonce: 0n })

/**
 * The "Foyer Token" ERC-20 (FOY) on a fresh devnet: the deployer's nonce 1.
 *
 * @example
 * await client.readContract({ address: FOY_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [ANVIL_ADDRESS_0] }) // HOLDER_FOY
 */
export const FOY_ADDRESS: Address = getContractAddress({ from: DEVNET_DEPLOYER_ADDRESS, nonce: 1n })

/**
 * The "Foyer Friends" ERC-721 (FRND) on a fresh devnet: the deployer's nonce 2.
 *
 * @example
 * await client.readContract({ address: FRND_ADDRESS, abi: erc721Abi, functionName: 'ownerOf', args: [0n] }) // ANVIL_ADDRESS_0
 */
export const FRND_ADDRESS: Address = getContractAddress({ from: DEVNET_DEPLOYER_ADDRESS, nonce: 2n })

/**
 * What each holder receives: 1250.5 FUSD, 42 FOY (both 18 decimals, in base units) and
 * {@link HOLDER_NFT_COUNT} Foyer Friends.
 *
 * @example
 * expect(await balanceOf(FUSD_ADDRESS, ANVIL_ADDRESS_0)).toBe(HOLDER_FUSD)
 */
export const HOLDER_FUSD = parseUnits('1250.5', 18)

/**
 * FOY each holder receives, in base units (42 tokens).
 *
 * @example
 * formatUnits(HOLDER_FOY, 18) // '42'
 */
export const HOLDER_FOY = parseUnits('42', 18)

/**
 * Foyer Friends each holder receives: holder `i` (in the order given) gets ids `2i` and `2i + 1`.
 *
 * @example
 * await client.readContract({ address: FRND_ADDRESS, abi: erc721Abi, functionName: 'balanceOf', args: [holder] }) // 2n
 */
export const HOLDER_NFT_COUNT = 2

/**
 * An ERC-20 of the devnets.
 *
 * @example
 * const fusd: DevnetToken = { address: FUSD_ADDRESS, name: 'Foyer Dollar', symbol: 'FUSD', decimals: 18 }
 */
export type DevnetToken = { address: Address; name: string; symbol: string; decimals: number }

/**
 * The ERC-721 of the devnets.
 *
 * @example
 * const friends: DevnetNft = { address: FRND_ADDRESS, name: 'Foyer Friends', symbol: 'FRND' }
 */
export type DevnetNft = { address: Address; name: string; symbol: string }

/**
 * What {@link deployDevnetTokens} put on a chain.
 *
 * @example
 * const { tokens: [fusd, foy], nft } = await deployDevnetTokens(options)
 */
export type DevnetTokens = {
  /** Multicall3, at its canonical address. */
  multicall3: Address
  /** FUSD, then FOY. */
  tokens: readonly DevnetToken[]
  nft: DevnetNft
}

/**
 * Options of {@link deployDevnetTokens}.
 *
 * @example
 * const options: DeployDevnetTokensOptions = { rpcUrl: anvil.rpcUrl, chainId: DEVNET_A, nftBaseUri: `${api.url}/devnet/nft/`, holders: [ANVIL_ADDRESS_0] }
 */
export type DeployDevnetTokensOptions = {
  rpcUrl: string
  chainId: number
  /** The Foyer Friends' token URIs are this plus the id (`…/devnet/nft/0`). */
  nftBaseUri: string
  /** Who receives the amounts above, in this order. */
  holders: readonly Address[]
}

/**
 * A viem chain for a devnet, with Multicall3 at its canonical address so `multicall` works there
 * once {@link deployDevnetTokens} has run.
 *
 * @example
 * const client = createPublicClient({ chain: devnetViemChain(DEVNET_A, anvil.rpcUrl), transport: http(anvil.rpcUrl) })
 */
export function devnetViemChain(chainId: number, rpcUrl: string): Chain {
  return defineChain({
    id: chainId,
    name: `Devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
    testnet: true,
  })
}

const fusd: DevnetToken = { address: FUSD_ADDRESS, name: 'Foyer Dollar', symbol: 'FUSD', decimals: 18 }
const foy: DevnetToken = { address: FOY_ADDRESS, name: 'Foyer Token', symbol: 'FOY', decimals: 18 }
const friends: DevnetNft = { address: FRND_ADDRESS, name: 'Foyer Friends', symbol: 'FRND' }

/**
 * What {@link deployDevnetTokens} puts on every fresh chain, at the same addresses on each: known
 * before the deployment ends (the demo hands it to its page while the chains are still minting).
 *
 * @example
 * DEVNET_TOKENS.tokens.map((token) => token.symbol) // ['FUSD', 'FOY']
 */
export const DEVNET_TOKENS: DevnetTokens = {
  multicall3: MULTICALL3_ADDRESS,
  tokens: [fusd, foy],
  nft: friends,
}
const holderAmounts: readonly (readonly [DevnetToken, bigint])[] = [
  [fusd, HOLDER_FUSD],
  [foy, HOLDER_FOY],
]

/**
 * Gas limits well above what the contracts use (1.76 M per ERC-20 deployment, 2.53 M for the ERC-721
 * with a short base URI, at most 155 k per mint), so nothing waits for an estimate. Unused gas is
 * refunded; a limit too low shows as a reverted transaction.
 */
const gasLimits = { deployErc20: 3_000_000n, deployErc721: 5_000_000n, mint: 300_000n }

/**
 * Puts the demo's tokens on a fresh anvil chain: Multicall3 at its canonical address (its runtime
 * code, got by an `eth_call` of the creation code, set there with `anvil_setCode`), the FUSD and FOY
 * ERC-20s and the Foyer Friends ERC-721, deployed by {@link DEVNET_DEPLOYER_ADDRESS} so they land at
 * {@link FUSD_ADDRESS}, {@link FOY_ADDRESS} and {@link FRND_ADDRESS}; then mints each holder's share.
 * The transactions are signed locally and sent in nonce order, then their receipts awaited. Fails when the chain is not the one asked, when the deployer
 * has sent anything before (the addresses would differ), or when a transaction reverts.
 *
 * @example
 * const tokens = await deployDevnetTokens({ rpcUrl: anvil.rpcUrl, chainId: DEVNET_A, nftBaseUri: `${api.url}/devnet/nft/`, holders: [ANVIL_ADDRESS_0] })
 */
export async function deployDevnetTokens(options: DeployDevnetTokensOptions): Promise<DevnetTokens> {
  const { rpcUrl, chainId, nftBaseUri, holders } = options
  const chain = devnetViemChain(chainId, rpcUrl)
  // Concurrent calls share one JSON-RPC batch: the whole deployment is a few round trips.
  const transport = http(rpcUrl, { batch: true, retryCount: 0 })
  const client = devnetClient(chain, transport)
  const account = privateKeyToAccount(DEVNET_DEPLOYER_PRIVATE_KEY)

  const [actualChainId, sent, multicall3Code, estimated] = await Promise.all([
    client.getChainId(),
    client.getTransactionCount({ address: account.address }),
    multicall3RuntimeCode(client),
    client.estimateFeesPerGas(),
  ])
  // Each transaction is mined in a block of its own, and a deployment raises the next block's base fee
  // by up to 12.5 %: a cap from the first estimate could fall under it while a transaction waits for
  // the one before, leaving it pending for ever. Ten times the estimate keeps every one minable.
  const fees = {
    maxFeePerGas: estimated.maxFeePerGas * 10n,
    maxPriorityFeePerGas: estimated.maxPriorityFeePerGas,
  }
  if (actualChainId !== chainId)
    throw new Error(`deployDevnetTokens: ${rpcUrl} is chain ${actualChainId}, not ${chainId}.`)
  if (sent !== 0)
    throw new Error(
      `deployDevnetTokens needs a fresh chain: the deployer ${account.address} already sent ${sent} ` +
        `transaction(s) on chain ${chainId}, so the tokens would not land at their fixed addresses.`,
    )

  const erc20Bytecode = erc20PresetBytecode()
  const deployErc20 = (token: DevnetToken): DeploymentCall => ({
    data: encodeDeployData({
      abi: erc20PresetAbi,
      bytecode: erc20Bytecode,
      args: [token.name, token.symbol],
    }),
    gas: gasLimits.deployErc20,
  })
  const calls: DeploymentCall[] = [
    deployErc20(fusd),
    deployErc20(foy),
    {
      data: encodeDeployData({
        abi: erc721PresetAbi,
        bytecode: erc721PresetBytecode(),
        args: [friends.name, friends.symbol, nftBaseUri],
      }),
      gas: gasLimits.deployErc721,
    },
    ...holders.flatMap((holder) => [
      ...holderAmounts.map(([token, amount]) => ({
        to: token.address,
        data: encodeFunctionData({ abi: erc20PresetAbi, functionName: 'mint', args: [holder, amount] }),
        gas: gasLimits.mint,
      })),
      ...Array.from({ length: HOLDER_NFT_COUNT }, () => ({
        to: friends.address,
        data: encodeFunctionData({ abi: erc721PresetAbi, functionName: 'mint', args: [holder] }),
        gas: gasLimits.mint,
      })),
    ]),
  ]
  const [hashes] = await Promise.all([
    sendInNonceOrder(client, account, calls, { chainId, firstNonce: 0, fees }),
    client.setCode({ address: MULTICALL3_ADDRESS, bytecode: multicall3Code }),
  ])
  const receipts = await settleDeployment(client, hashes, 'deployDevnetTokens')
  const deployed = receipts.slice(0, 3).map((receipt) => receipt.contractAddress?.toLowerCase())
  const expected = [fusd, foy, friends].map((contract) => contract.address.toLowerCase())
  if (deployed.join() !== expected.join())
    throw new Error(
      `deployDevnetTokens: contracts landed at ${deployed.join(', ')}, not ${expected.join(', ')}.`,
    )
  return DEVNET_TOKENS
}

/**
 * Multicall3's runtime code: its creation code run in an `eth_call`, which answers the code the
 * deployment would leave (no transaction, no nonce spent), to be set at the canonical address.
 */
async function multicall3RuntimeCode(client: DevnetClient): Promise<Hex> {
  const { data: runtime } = await client.call({ data: await multicall3CreationCode() })
  if (!runtime || runtime === '0x')
    throw new Error('deployDevnetTokens: Multicall3 creation returned no code.')
  return runtime
}

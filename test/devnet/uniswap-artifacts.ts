import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type Abi, type Hex, isHex, keccak256 } from 'viem'
import { isRecord } from '../../core/src/utils/is-record.js'

/**
 * A compiled contract of the published Uniswap v2 packages: its ABI and creation bytecode, read from
 * the package's build JSON as it was published (never copied into this repository).
 *
 * @example
 * const { abi, bytecode } = uniswapArtifact('UniswapV2Router02')
 */
export type UniswapArtifact = { abi: Abi; bytecode: Hex }

/**
 * The contracts the devnet exchange uses, by the package that publishes each: the factory and its
 * pair in `@uniswap/v2-core`, the router and WETH in `@uniswap/v2-periphery`.
 */
const packageOf = {
  UniswapV2Factory: '@uniswap/v2-core',
  UniswapV2Pair: '@uniswap/v2-core',
  UniswapV2Router02: '@uniswap/v2-periphery',
  WETH9: '@uniswap/v2-periphery',
} as const

/**
 * A contract the devnet exchange deploys or reads.
 *
 * @example
 * const name: UniswapContractName = 'WETH9'
 */
export type UniswapContractName = keyof typeof packageOf

const require = createRequire(import.meta.url)
const loaded = new Map<UniswapContractName, UniswapArtifact>()

/**
 * The ABI and creation bytecode of one of the published Uniswap v2 contracts, from
 * `<package>/build/<name>.json` (the JSON writes the bytecode without `0x`). Fails with what to do
 * when the package is missing or the file is not a build artifact.
 *
 * @example
 * const weth = uniswapArtifact('WETH9')
 * await wallet.deployContract({ abi: weth.abi, bytecode: weth.bytecode })
 */
export function uniswapArtifact(name: UniswapContractName): UniswapArtifact {
  const cached = loaded.get(name)
  if (cached) return cached
  const specifier = `${packageOf[name]}/build/${name}.json`
  let path: string
  try {
    path = require.resolve(specifier)
  } catch (cause) {
    throw new Error(
      `The compiled ${name} is missing (${specifier}). Run \`npm install\` at the repository root ` +
        '(it installs @uniswap/v2-core and @uniswap/v2-periphery).',
      { cause },
    )
  }
  const json: unknown = JSON.parse(readFileSync(path, 'utf8'))
  const bytecode = isRecord(json) && typeof json.bytecode === 'string' ? `0x${json.bytecode}` : undefined
  if (!isRecord(json) || !Array.isArray(json.abi) || !isHex(bytecode) || bytecode === '0x')
    throw new Error(`${path} has no \`abi\` list and creation \`bytecode\`: not a Uniswap build artifact.`)
  const artifact: UniswapArtifact = { abi: json.abi as Abi, bytecode }
  loaded.set(name, artifact)
  return artifact
}

/**
 * The keccak-256 of the installed pair's creation bytecode: the "init code hash" a factory's pairs are
 * CREATE2-deployed with, which the router has written into its own code to find pairs without asking
 * the factory.
 *
 * @example
 * pairInitCodeHash() // '0x96e8ac42…845f' for @uniswap/v2-core 1.0.1
 */
export function pairInitCodeHash(): Hex {
  return keccak256(uniswapArtifact('UniswapV2Pair').bytecode)
}

/**
 * Fails unless the installed router's code holds the installed pair's init code hash. A router
 * compiled against another pair (another compiler, a patched pair) would compute pair addresses where
 * no pair is, and every swap through it would revert: better said at deployment than at the first swap.
 *
 * @example
 * assertRouterFindsPairs() // throws when the two packages disagree
 */
export function assertRouterFindsPairs(): void {
  const hash = pairInitCodeHash()
  if (!uniswapArtifact('UniswapV2Router02').bytecode.toLowerCase().includes(hash.slice(2).toLowerCase()))
    throw new Error(
      `The installed UniswapV2Router02 does not hold the installed UniswapV2Pair's init code hash ${hash}: ` +
        'the router would look for pairs at addresses where the factory does not put them.',
    )
}

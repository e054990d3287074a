import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type Hex, isHex, parseAbi } from 'viem'
import { isRecord } from '../../core/src/utils/is-record.js'

/**
 * The creation-time ABI of OpenZeppelin 4.9's `ERC20PresetMinterPauser` that the devnet deployer
 * uses: its constructor and `mint` (the deployer holds the minter role). Reads use viem's `erc20Abi`.
 *
 * @example
 * await wallet.deployContract({ abi: erc20PresetAbi, bytecode: erc20PresetBytecode(), args: ['Foyer Dollar', 'FUSD'] })
 */
export const erc20PresetAbi = parseAbi([
  'constructor(string name, string symbol)',
  'function mint(address to, uint256 amount)',
])

/**
 * The creation-time ABI of OpenZeppelin 4.9's `ERC721PresetMinterPauserAutoId`: its constructor
 * (token URIs are `baseTokenURI` + the id) and `mint`, which gives ids 0, 1, 2, … in order.
 *
 * @example
 * await wallet.writeContract({ address, abi: erc721PresetAbi, functionName: 'mint', args: [holder] })
 */
export const erc721PresetAbi = parseAbi([
  'constructor(string name, string symbol, string baseTokenURI)',
  'function mint(address to)',
])

const require = createRequire(import.meta.url)
const installHint = 'Run `npm install` at the repository root (it installs @openzeppelin/contracts and viem).'

function artifactBytecode(contractName: string): Hex {
  const specifier = `@openzeppelin/contracts/build/contracts/${contractName}.json`
  let path: string
  try {
    path = require.resolve(specifier)
  } catch (cause) {
    throw new Error(`The compiled ${contractName} is missing (${specifier}). ${installHint}`, { cause })
  }
  const artifact: unknown = JSON.parse(readFileSync(path, 'utf8'))
  if (!isRecord(artifact) || !isHex(artifact.bytecode) || artifact.bytecode === '0x')
    throw new Error(`${path} has no creation bytecode (\`bytecode\`): not an OpenZeppelin build artifact.`)
  return artifact.bytecode
}

/**
 * The creation bytecode of OpenZeppelin 4.9.6's `ERC20PresetMinterPauser` (18 decimals), read from
 * the package's build artifact.
 *
 * @example
 * const bytecode = erc20PresetBytecode()
 */
export function erc20PresetBytecode(): Hex {
  return artifactBytecode('ERC20PresetMinterPauser')
}

/**
 * The creation bytecode of OpenZeppelin 4.9.6's `ERC721PresetMinterPauserAutoId`.
 *
 * @example
 * const bytecode = erc721PresetBytecode()
 */
export function erc721PresetBytecode(): Hex {
  return artifactBytecode('ERC721PresetMinterPauserAutoId')
}

/**
 * The creation bytecode of Multicall3, as viem ships it for its deployless multicall. viem does not
 * export the constant (its `exports` map hides `constants/contracts`), so the module is imported by
 * file path from viem's ESM build; a clear error says so if a viem upgrade moves it.
 *
 * @example
 * const runtime = await client.call({ data: await multicall3CreationCode() }) // the runtime code
 */
export async function multicall3CreationCode(): Promise<Hex> {
  const file = join(dirname(require.resolve('viem/package.json')), '_esm', 'constants', 'contracts.js')
  const constants: unknown = await import(pathToFileURL(file).href)
  if (!isRecord(constants) || !isHex(constants.multicall3Bytecode))
    throw new Error(
      `viem's ${file} no longer defines \`multicall3Bytecode\`: find Multicall3's creation code.`,
    )
  return constants.multicall3Bytecode
}

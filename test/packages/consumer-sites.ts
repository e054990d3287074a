import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { appTemplate, prepareConsumer, removeConsumer, rootVersion } from './consumer-folder.js'
import { repoRoot } from './pack-tarballs.js'

/** The consumer sites the package tests build, each a folder of `test/packages/apps/`. */
export type ConsumerSiteName = 'next-site' | 'vite-site'

/** Each consumer site's folder, with the site's own dependencies installed (Foyer not yet). */
export type ConsumerFolders = Record<ConsumerSiteName, string>

/**
 * The dependencies of each site apart from Foyer, at the versions the repository's lockfile pins
 * (npm finds them in its cache): the Next site on React 19, the Vite site on React 18.
 */
async function siteDependencies(name: ConsumerSiteName): Promise<Record<string, string>> {
  if (name === 'next-site') {
    const [react19, typesReact19, next, typescript] = await Promise.all([
      rootVersion('react'),
      rootVersion('@types/react'),
      rootVersion('next'),
      rootVersion('typescript'),
    ])
    return {
      next,
      react: react19,
      'react-dom': react19,
      typescript,
      '@types/react': typesReact19,
      '@types/node': '^20.19.0',
    }
  }
  const [typescript, vite, pluginReact] = await Promise.all([
    rootVersion('typescript'),
    rootVersion('vite'),
    rootVersion('@vitejs/plugin-react'),
  ])
  return {
    react: '18.3.1',
    'react-dom': '18.3.1',
    '@types/react': '^18.3.0',
    '@types/react-dom': '^18.3.0',
    vite,
    '@vitejs/plugin-react': pluginReact,
    typescript,
  }
}

/**
 * The dependencies `@foyer/core` and `@foyer/react` declare (not each other), read from the same
 * package.json files the tarballs are packed from.
 */
async function foyerDependencies(): Promise<Record<string, string>> {
  const declared = await Promise.all(
    ['core', 'react-ui'].map(async (workspace) => {
      const manifest: unknown = JSON.parse(await readFile(join(repoRoot, workspace, 'package.json'), 'utf8'))
      return Object.entries(Object(Reflect.get(Object(manifest), 'dependencies')))
    }),
  )
  return Object.fromEntries(
    declared
      .flat()
      .filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && !entry[0].startsWith('@foyer/'),
      ),
  )
}

/**
 * Both sites as they stand before Foyer is added: their sources copied into fresh folders and their
 * own dependencies installed, side by side, with the libraries Foyer declares (the ~30,000 files of
 * an install, which take most of its time). Each test file then installs the packed tarballs into its
 * site, as a developer adds Foyer to a site that already exists: npm still resolves the tarballs'
 * declared dependencies against what is there, and a dependency Foyer imports but does not declare
 * is missing from the site, so its build fails.
 *
 * @example
 * const folders = await prepareConsumerSites() // { 'next-site': '/dev/shm/foyer-consumer-…', … }
 */
export async function prepareConsumerSites(): Promise<ConsumerFolders> {
  const names: ConsumerSiteName[] = ['next-site', 'vite-site']
  const settled = await Promise.allSettled(
    names.map(async (name) => {
      const [site, foyer] = await Promise.all([siteDependencies(name), foyerDependencies()])
      return prepareConsumer({ template: appTemplate(name), dependencies: { ...foyer, ...site } })
    }),
  )
  const [next, vite] = settled
  if (next?.status === 'fulfilled' && vite?.status === 'fulfilled')
    return { 'next-site': next.value, 'vite-site': vite.value }
  // One site failed: the other's folder goes too, and the first failure is what the run reports.
  for (const result of settled) if (result.status === 'fulfilled') await removeConsumer(result.value)
  const failure = settled.find((result) => result.status === 'rejected')
  throw failure?.reason ?? new Error('A consumer site could not be prepared')
}

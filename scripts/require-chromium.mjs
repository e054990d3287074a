// First step of `npm test`: the browser tests drive Debian's Chromium, and a missing browser must
// stop the run with a fix rather than let those tests be skipped silently.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const custom = process.env.CHROMIUM_PATH
const chromium = custom || '/usr/bin/chromium'
const aptInstall = 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium'

/** @param {string} path @returns {string | undefined} the `--version` line, if the binary runs */
function chromiumVersion(path) {
  if (!existsSync(path)) return undefined
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 60_000 })
  const line = result.status === 0 ? result.stdout.trim().split('\n').pop() : undefined
  return line || undefined
}

/** @param {string} why */
function fail(why) {
  console.error(`require-chromium: ${why}
The browser tests (test/e2e) need Chromium. Either install Debian's package:
  sudo sh -c '${aptInstall}'
or point CHROMIUM_PATH at a Chromium or Chrome binary:
  CHROMIUM_PATH=/path/to/chromium npm test`)
  process.exit(1)
}

let version = chromiumVersion(chromium)

// Install only the default browser, and only where that is safe to do unasked: as root on Debian.
const canInstall =
  !version &&
  !custom &&
  process.getuid?.() === 0 &&
  existsSync('/etc/debian_version') &&
  existsSync('/usr/bin/apt-get')
if (canInstall) {
  console.log(`require-chromium: ${chromium} not found; installing Debian's chromium package:`)
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    console.log(`  apt-get ${args.join(' ')}`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (result.status !== 0)
      fail(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`)
  }
  version = chromiumVersion(chromium)
}

if (!version) {
  fail(
    existsSync(chromium)
      ? `${chromium} exists but \`${chromium} --version\` failed.`
      : `${chromium} not found${custom ? ' (CHROMIUM_PATH; unset it to use /usr/bin/chromium)' : ''}.`,
  )
}
console.log(`require-chromium: ${version} (${chromium})`)

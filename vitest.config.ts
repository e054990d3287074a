import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { workspaceSources } from './scripts/workspace-sources.js'

/**
 * One runner, four projects: the headless core in plain Node (which also proves SSR-safe imports),
 * the React skin in jsdom, integration tests against real local servers (test/devnet), and browser
 * end-to-end tests that drive Debian Chromium with playwright-core.
 */
export default defineConfig({
  test: {
    // The timing summary before the closing line, which stays the run's last.
    reporters: ['default', './scripts/test-timing/timing-reporter.ts', './scripts/closing-line-reporter.ts'],
    // Two workers on a 2-core machine (vitest's default there is one): browser and package tests
    // spend most of their time waiting on Chromium, anvil and npm, which run in processes of their own.
    maxWorkers: 2,
    projects: [
      {
        ...workspaceSources,
        test: {
          name: 'core',
          environment: 'node',
          include: ['core/src/**/*.test.ts', 'scripts/**/*.test.ts', 'test/bench/*.test.ts'],
          // A worker's files share the modules they import (viem, xstate, the namespaces' SDKs, and
          // Foyer's own): loading them again for each of some 150 files cost more than the tests
          // (core alone: 53 s instead of ~110 s). Core tests are plain Node with no DOM, build their
          // actors, storage and namespace kits per test (kits are no global: each Foyer holds its
          // adapters'); a file that replaces a module (`vi.doMock`) or a global puts it back when it ends.
          isolate: false,
          // The model tests walk thousands of transitions: a few seconds alone, more on 2 cores while
          // the packages project builds its consumer apps. A deadline, not a speed assertion.
          testTimeout: 30_000,
        },
      },
      {
        ...workspaceSources,
        plugins: [react()],
        test: {
          name: 'react',
          environment: 'jsdom',
          testTimeout: 30_000,
          include: ['react-ui/src/**/*.test.{ts,tsx}'],
          setupFiles: ['react-ui/src/test/wait-deadline.ts', 'react-ui/src/test/preload-modal.ts'],
        },
      },
      {
        ...workspaceSources,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['test/integration/**/*.test.ts'],
          testTimeout: 30_000,
          // Files start local chains, relays and services in `beforeAll`: a second or two alone, over
          // 10 s (vitest's default) on 2 busy cores. A deadline for a hung start, not a speed check.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'packages',
          environment: 'node',
          include: ['test/packages/**/*.test.ts'],
          // Packs the two packages once (~20 s, mostly their `tsc` builds; minutes on a busy machine)
          // while installing the two consumer sites' dependencies, beside the other projects' files
          // (vitest runs every global setup before any file starts: a setup that waited for this kept
          // both workers idle); the package test files wait for it in their setup.
          globalSetup: ['test/packages/global-setup.ts'],
          // One file per site, its `beforeAll` adding Foyer's tarballs to the site and building it: up
          // to ~35 s (the Next site) on a quiet 2-core machine, minutes while other tests share the cores.
          // Deadlines, not speed assertions: 600 s for a hook (20 minutes for the setups that may first
          // wait for the packing, prepared-packages.ts), 120 s for a test (a few seconds).
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
      {
        ...workspaceSources,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          // Builds the demo and the dev login frame once per run, beside the other projects' files (vitest
          // runs every global setup before any file starts: a setup that waited for its build kept both
          // workers idle); every file's stack waits for them and serves them.
          globalSetup: ['test/e2e/global-setup.ts'],
          // Files run side by side on the two workers, each with a stack of its own on free ports and a
          // browser of its own, closed when it ends; a worker's files share its modules (viem,
          // playwright, the devnet servers: seconds to import per file).
          isolate: false,
          // Deadlines, not speed assertions: each at least 5 times what it waits for on a quiet machine,
          // so a busy one fails nothing. A test about a 10 s request timeout moves the page's clock past
          // it (Playwright's clock) rather than waiting it out; `expect.poll` waits for the page, the
          // chains and the services, a few seconds at most.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 30_000 } },
          // A browser test that fails is run once more: about one run in two of the whole suite has
          // lately lost one visitor click somewhere (a wallet chosen or Disconnect pressed, and nothing
          // follows), never reproduced alone. Its failure still prints the page (failure-report.ts) and
          // the closing lines name every test that passed only on its retry, to be fixed, not forgotten.
          retry: 1,
        },
      },
    ],
  },
})

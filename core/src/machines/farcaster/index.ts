export { FARCASTER_APPROVAL_TIMEOUT_MS, farcasterMachine } from './farcaster.machine.js'
export {
  type FarcasterLoginViewModel,
  type FarcasterSnapshot,
  selectFarcasterLoginView,
} from './farcaster.selectors.js'
export type * from './farcaster.types.js'

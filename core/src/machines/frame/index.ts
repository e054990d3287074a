export { frameMachine } from './frame.machine.js'
export { alertOfFailure } from './frame.rules.js'
export {
  type FrameSnapshot,
  type FrameStatus,
  selectFrameChannel,
  selectFrameFailureMessage,
  selectFrameStatus,
} from './frame.selectors.js'
export type * from './frame.types.js'

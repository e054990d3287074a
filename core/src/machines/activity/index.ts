export { activityMachine } from './activity.machine.js'
export {
  cutTransferQuantity,
  groupByMonth,
  monthOf,
  showsActivity,
  transferLine,
  transferSign,
} from './activity.rules.js'
export { selectActivityView } from './activity.selectors.js'
export type {
  ActivityActor,
  ActivityContext,
  ActivityEmitted,
  ActivityEvent,
  ActivityInput,
  ActivitySnapshot,
} from './activity.types.js'
export type { ActivityGroup, ActivityItem, ActivityViewModel, TransferLine } from './activity.views.js'

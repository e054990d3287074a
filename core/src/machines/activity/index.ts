export { activityMachine } from './activity.machine.js'
export {
  dayOf,
  describeTransfer,
  groupByMonth,
  monthOf,
  showsActivity,
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
export type { ActivityGroup, ActivityItem, ActivityViewModel } from './activity.views.js'

export { dismissToast } from './actions/dismiss-toast.js'
export { toast } from './actions/toast.js'
export { updateToast } from './actions/update-toast.js'
export { type ToastsActions, toasts } from './toasts.module.js'

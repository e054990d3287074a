export {
  Snackbar,
  SnackbarOf,
  type SnackbarOfProps,
  SnackbarPill,
  type SnackbarPillProps,
} from './Snackbar.js'
export { snackbarCss } from './snackbar.css.js'

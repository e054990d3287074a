export { type SwapActions, type SwapOptions, swap } from './swap.module.js'

import { createFoyer } from '@foyer/core'
import { foyerOptions } from '../foyer/foyer-options.js'

// Everything `createFoyer` and the bench's options import, evaluated (the machines defined), nothing
// called: the `defined` step of the heap's phases.
export const parts = [createFoyer, foyerOptions]

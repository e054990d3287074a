// @foyer/core/mock: a scripted chain adapter for any namespace, for tests and demos.
export * from '../chains/mock/index.js'

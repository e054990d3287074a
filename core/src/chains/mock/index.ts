export {
  type MockAdapter,
  type MockAdapterOptions,
  type MockBehaviour,
  type MockCall,
  type MockControls,
  type MockOperation,
  mockAdapter,
} from './mock.adapter.js'

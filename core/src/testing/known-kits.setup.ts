import { registerKnownKits } from '../chains/known-kits.js'

// Unit and model tests drive machines with plain data of every namespace, as on a site whose adapters
// (each registering its namespace's kit) are all configured. Integration and browser tests create the
// real adapters instead, so a kit an adapter fails to register shows there.
registerKnownKits()

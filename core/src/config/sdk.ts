/** The SDK type sent with every directory and config request (`st`). */
export const SDK_TYPE = 'foyer'

/** The SDK version sent with every directory and config request (`sv`). */
export const SDK_VERSION = 'foyer-core-0.1.0'

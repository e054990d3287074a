/**
 * The embedded wallet's connector id (SPEC §3's AUTH connector).
 *
 * @example
 * connect(foyer, AUTH_CONNECTOR_ID)
 */
export const AUTH_CONNECTOR_ID = 'AUTH'

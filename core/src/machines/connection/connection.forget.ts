// What disconnecting forgets, whether or not the wallet confirmed: the connection and its connector,
// the stored status and connector, the namespace among the connected ones, and the auth cache.
export const forgetConnection = [
  'clearConnection',
  'clearStoredConnection',
  'clearAuthCache',
  'notifyConnectionChanged',
] as const

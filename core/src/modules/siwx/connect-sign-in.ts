import type { ActorRefFrom } from 'xstate'
import type { ConnectSignIn } from '../../chains/adapter.types.js'
import type { siwxMachine } from '../../machines/siwx/siwx.machine.js'
import { selectSiwxSettings } from '../../machines/siwx/siwx.selectors.js'
import { createSiwxMessageFields } from '../../siwx/create-session-data.js'
import { createSiwxMessage } from '../../siwx/message.js'

/** Whether `message` is exactly the CAIP-122 text of `data`, the only text Foyer keeps as a session. */
function isTextOf(session: Parameters<ConnectSignIn['complete']>[0]): boolean {
  try {
    return createSiwxMessage(session.data) === session.message
  } catch {
    return false
  }
}

/**
 * The sign-in a wallet may make as it connects, for the sign-in actor `siwx`: the message's fields
 * come from its settings (the site's nonce, statement and lifetime, the page's domain and URL), and a
 * session the wallet signed is kept in its storage and announced, before the connection is reported,
 * so the account's check finds it and asks nothing more. A text the wallet wrote differently, or a
 * storage that refuses the session, keeps nothing: sign-in then asks for a signature as usual.
 *
 * @example
 * const signIn = connectSignInOf(getSystemActor(system, 'siwx'))
 */
export function connectSignInOf(siwx: ActorRefFrom<typeof siwxMachine>): ConnectSignIn {
  const settings = () => selectSiwxSettings(siwx.getSnapshot())
  return {
    async prepare(network) {
      const { domain, uri, statement, ttlMs, getNonce } = settings()
      const nonce = await getNonce()
      return createSiwxMessageFields({ domain, uri, statement, ttlMs, nonce, chainId: network.caipNetworkId })
    },
    async complete(session) {
      if (!isTextOf(session)) return
      try {
        await settings().storage.add(session)
      } catch {
        return
      }
      siwx.send({ type: 'SIWX.SESSION_ADDED', session })
    },
  }
}

import type { CaipAddress, CaipNetworkId } from '../../networks/network.types.js'
import type { SiwxSession } from '../../siwx/siwx.types.js'

/**
 * The account a sign-in is about, as views show it.
 *
 * @example
 * const account: SiwxViewAccount = { caipAddress: 'eip155:1:0xf39F…2266', address: '0xf39F…2266', caipNetworkId: 'eip155:1' }
 */
export type SiwxViewAccount = { caipAddress: CaipAddress; address: string; caipNetworkId: CaipNetworkId }

/**
 * What the SIWXSignMessage view shows (SPEC §2, §4 "Sign-in"):
 * - `idle`: nothing to sign (the view is about to go);
 * - `prompting`: Sign and Cancel, with the last failure's message ('Signature declined', …) if any;
 * - `signing`: the wallet is asked (Cancel still gives up), with the message it is asked to sign;
 * - `leaving`: a required sign-in was cancelled: returning to the last signed-in network, or
 *   disconnecting; no buttons.
 *
 * `required`: closing is refused while no session exists, and Cancel disconnects. `appName` is the
 * site's name, for the wording ("Example wants you to sign in").
 *
 * @example
 * if (view.status === 'prompting' && view.error) showError(view.error)
 */
export type SiwxSignMessageViewModel =
  | { status: 'idle' }
  | (SiwxViewAccount & {
      status: 'prompting'
      required: boolean
      canCancel: true
      error: string | undefined
      appName: string | undefined
    })
  | (SiwxViewAccount & {
      status: 'signing'
      required: boolean
      canCancel: true
      appName: string | undefined
      /** The exact text the wallet is asked to sign; `undefined` while the site's nonce is fetched. */
      message: string | undefined
    })
  | (SiwxViewAccount & { status: 'leaving'; required: true; canCancel: false; appName: string | undefined })

/**
 * Where sign-in stands, for the site and for hooks (`useSiwx`):
 * - `idle`: no active account to sign in;
 * - `checking`: reading the account's sessions;
 * - `prompting`, `signing`, `leaving`: as on the SIWXSignMessage view;
 * - `signedIn`: a session exists for the account on its network;
 * - `dismissed`: the visitor declined optional sign-in for this account (this page load);
 * - `failed`: sessions could not be read ('A problem occurred while trying initialize authentication').
 *
 * @example
 * const state = useSelector(foyer.siwx, selectSiwxState)
 * if (state.status === 'signedIn') fetch('/api/me', { headers: { authorization: state.session.signature } })
 */
export type SiwxState =
  | { status: 'idle' }
  | { status: 'checking' | 'prompting' | 'signing' | 'leaving' | 'dismissed'; caipAddress: CaipAddress }
  | { status: 'signedIn'; caipAddress: CaipAddress; session: SiwxSession }
  | { status: 'failed'; caipAddress: CaipAddress; error: string }

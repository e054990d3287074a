import type { AminoSignResponse, OfflineAminoSigner, StdSignDoc } from '@cosmjs/amino'
import type { AccountData, DirectSignResponse, OfflineDirectSigner } from '@cosmjs/proto-signing'
import type { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { KeplrApi } from './keplr-types.js'

// The cosmjs signers Keplr's `getOfflineSigner*` hand a site, bound to one chain: each reads the key
// with `getKey` and signs through the wallet's own `signAmino` / `signDirect`, after the same two checks
// Keplr's do (the document is for the signer's chain, the address is the wallet's).

type SigningFace = Pick<KeplrApi, 'getKey' | 'signAmino' | 'signDirect'>

/** Keplr's checks before a signer signs: the document's chain is the signer's, the address the key's. */
async function checkSigner(keplr: SigningFace, chainId: string, signer: string, docChainId: string) {
  if (docChainId !== chainId) throw new Error('Unmatched chain id with the offline signer')
  const key = await keplr.getKey(chainId)
  if (key.bech32Address !== signer) throw new Error('Unknown signer address')
}

/**
 * An amino-only signer of `chainId` (`getOfflineSignerOnlyAmino`, and what Keplr gives for a Ledger).
 *
 * @example
 * const client = await SigningStargateClient.connectWithSigner(rpcUrl, aminoOfflineSigner(keplr, chainId))
 */
export function aminoOfflineSigner(keplr: SigningFace, chainId: string): OfflineAminoSigner {
  const signAmino = async (signer: string, signDoc: StdSignDoc): Promise<AminoSignResponse> => {
    await checkSigner(keplr, chainId, signer, signDoc.chain_id)
    return keplr.signAmino(chainId, signer, signDoc)
  }
  return {
    async getAccounts(): Promise<readonly AccountData[]> {
      const key = await keplr.getKey(chainId)
      return [{ address: key.bech32Address, algo: 'secp256k1', pubkey: key.pubKey }]
    },
    signAmino,
    // Kept as Keplr keeps it: cosmjs before Stargate called `sign`.
    ...{ sign: signAmino },
  }
}

/**
 * The signer `getOfflineSigner` gives: amino and direct, so cosmjs signs in SIGN_MODE_DIRECT.
 *
 * @example
 * const client = await SigningStargateClient.connectWithSigner(rpcUrl, offlineSigner(keplr, chainId))
 */
export function offlineSigner(keplr: SigningFace, chainId: string): OfflineAminoSigner & OfflineDirectSigner {
  return {
    ...aminoOfflineSigner(keplr, chainId),
    async signDirect(signer: string, signDoc: SignDoc): Promise<DirectSignResponse> {
      await checkSigner(keplr, chainId, signer, signDoc.chainId)
      return keplr.signDirect(chainId, signer, signDoc)
    },
  }
}

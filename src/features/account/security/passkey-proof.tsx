// "Confirm with a passkey" beside the password or code of a sensitive change: shown where the
// browser has passkeys and the member has one. The passkey is asked when the change is sent, for
// that change alone (its challenge names the action and the values it covers).
import { useQuery } from "@tanstack/react-query";
import { Trans } from "@lingui/react/macro";
import type { PasskeyAssertion } from "../../../api/contract/passkeys";
import type { ProofFor } from "../../../api/contract/reauth";
import { passkeyProofOptions, passkeysQueryOptions } from "../../../api/endpoints/passkeys";
import { getPasskey, passkeysSupported } from "../../../lib/webauthn";

/** The member's passkey's answer for this one change (throws when the ceremony fails). */
export async function passkeyProof(change: ProofFor): Promise<PasskeyAssertion> {
  return getPasskey(await passkeyProofOptions(change));
}

interface Props {
  chosen: boolean;
  onChoose: () => void;
  disabled?: boolean;
}

export function PasskeyProof(props: Props) {
  if (props.chosen) {
    return (
      <p className="card" role="status">
        <Trans>Your passkey will confirm this change when you send it.</Trans>
      </p>
    );
  }
  // Without WebAuthn the member's passkeys are not even asked for.
  return passkeysSupported() ? <PasskeyProofButton {...props} /> : null;
}

function PasskeyProofButton({ onChoose, disabled }: Props) {
  const { data: passkeys } = useQuery(passkeysQueryOptions());
  if (!passkeys?.length) return null;
  return (
    <button type="button" className="btn btn--block" disabled={disabled} onClick={onChoose}>
      <Trans>Confirm with a passkey instead</Trans>
    </button>
  );
}

// "Confirm with a passkey" beside the password or code of a sensitive change: shown where the
// browser has passkeys and the member has one; the answer goes into the change's request.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PasskeyAssertion } from "../../../api/contract/passkeys";
import { passkeyProofOptions, passkeysQueryOptions } from "../../../api/endpoints/passkeys";
import { useGuardedSubmit } from "../../../components/form";
import { refusalMessage } from "../../../api/money-submit";
import { getPasskey, isPasskeyCancel, passkeysSupported } from "../../../lib/webauthn";

interface Props {
  confirmed: boolean;
  onPasskey: (p: PasskeyAssertion) => void;
}

export function PasskeyProof(props: Props) {
  if (props.confirmed) {
    return (
      <p className="card" role="status">
        <Trans>Confirmed with your passkey.</Trans>
      </p>
    );
  }
  // Without WebAuthn the member's passkeys are not even asked for.
  return passkeysSupported() ? <PasskeyProofButton {...props} /> : null;
}

function PasskeyProofButton({ onPasskey }: Props) {
  const { t } = useLingui();
  const { data: passkeys } = useQuery(passkeysQueryOptions());
  const { pending, run } = useGuardedSubmit();
  const [error, setError] = useState<string | null>(null);
  if (!passkeys?.length) return null;
  const confirm = async () => {
    setError(null);
    const outcome = await run(async () => getPasskey(await passkeyProofOptions()));
    if (!outcome) return;
    if (outcome.ok) return onPasskey(outcome.result);
    if (!isPasskeyCancel(outcome.error)) {
      setError(refusalMessage(outcome.error) ?? t`The passkey could not be used, try again`);
    }
  };
  return (
    <div className="stack">
      <button
        type="button"
        className="btn btn--block"
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={() => void confirm()}
      >
        <Trans>Confirm with a passkey instead</Trans>
      </button>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// The transfer-free wallet, on or off: kept by the platform for the member, so it follows them to
// every device.
import { useId } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  setWalletSettingsMutationOptions,
  walletSettingsQueryOptions,
} from "../../../api/endpoints/wallet";

export function TransferFreeSwitch() {
  const { t } = useLingui();
  const hintId = useId();
  const { data } = useQuery(walletSettingsQueryOptions());
  const set = useMutation(setWalletSettingsMutationOptions());
  const on = set.isPending ? set.variables.transferFree : (data?.transferFree ?? false);
  return (
    <section className="card stack">
      <label className="row" style={{ justifyContent: "space-between", minHeight: 44 }}>
        <strong>
          <Trans>Transfer-free wallet</Trans>
        </strong>
        <input
          type="checkbox"
          role="switch"
          aria-label={t`Transfer-free wallet`}
          aria-describedby={hintId}
          checked={on}
          disabled={data === undefined || set.isPending}
          onChange={(e) => set.mutate({ transferFree: e.target.checked })}
        />
      </label>
      <p id={hintId} className="muted">
        <Trans>
          When on, entering a game moves all your money into that game, and leaving it brings the
          money back to the main wallet. Each move shows in your records.
        </Trans>
      </p>
    </section>
  );
}

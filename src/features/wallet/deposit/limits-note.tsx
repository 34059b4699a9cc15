// Responsible gaming on the deposit page (docs/product.md §10): what the limits still allow, and the
// way to change them.
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { responsibleGamingQueryOptions } from "../../../api/endpoints/responsible";
import { compareMoney } from "../../../lib/money";
import { useLocaleParam } from "../../shell";
import { useMoney } from "../../shell";

export function DepositLimitsNote() {
  const money = useMoney();
  const locale = useLocaleParam();
  const { data } = useQuery(responsibleGamingQueryOptions());
  const limited = data?.limits.filter((l) => l.remaining !== null) ?? [];
  const tightest = limited.reduce<string | null>(
    (min, l) => (min === null || compareMoney(l.remaining!, min) < 0 ? l.remaining : min),
    null,
  );
  const allowed = tightest === null ? null : money(tightest);
  return (
    <section className="card">
      {allowed !== null ? (
        <p className="muted">
          <Trans>Your deposit limits allow {allowed} more now.</Trans>
        </p>
      ) : null}
      <Link
        to="/{-$locale}/member/setting"
        params={{ locale }}
        hash="responsible"
        className="tap-link"
      >
        <Trans>Deposit limits and responsible gaming</Trans>
      </Link>
    </section>
  );
}

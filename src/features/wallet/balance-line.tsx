// The main wallet's balance with its refresh control (docs/product.md §2 drawer, §4 refresh rules, §9 two
// decimals in the locale's formatting), animated from the previous value.
import { useLingui } from "@lingui/react/macro";
import { RefreshIcon } from "../../components/icons";
import { formatMoney, toCents } from "../../lib/money";
import { useAnimatedCents } from "./animated-money";
import { useBalance } from "./balance-refresh";
import "./wallet.css";

export function BalanceLine({ className = "balance-line" }: { className?: string }) {
  const { t, i18n } = useLingui();
  const { balance, refreshing, refresh } = useBalance();
  const shown = useAnimatedCents(balance === undefined ? undefined : toCents(balance));
  return (
    <p className={className}>
      <span aria-hidden="true">{t`Balance`}</span>
      <output className="amount" aria-label={t`Balance`} aria-live="off" data-value={balance}>
        {shown === undefined ? "—" : formatMoney(shown, i18n.locale)}
      </output>
      <button
        type="button"
        className="icon-btn"
        aria-label={t`Refresh balance`}
        aria-busy={refreshing || undefined}
        onClick={() => refresh()}
      >
        <RefreshIcon className={refreshing ? "spin" : undefined} />
      </button>
    </p>
  );
}

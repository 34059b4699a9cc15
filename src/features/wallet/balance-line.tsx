// The member's balance with its refresh control (docs/product.md §2 drawer, §4 refresh rules, §9 two
// decimals in the locale's formatting), animated from the previous value. The balance is what the
// member owns, every wallet together (docs/product.md §10 "Wallets"); the split per wallet is one
// tap away.
import { useId, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { ChevronDownIcon, RefreshIcon } from "../../components/icons";
import { toCents } from "../../lib/money";
import { useAnimatedCents } from "./animated-money";
import { useBalance } from "./balance-refresh";
import "./wallet.css";
import { useMoney } from "../shell";

export function BalanceLine({
  className = "balance-line",
  split = true,
}: {
  className?: string;
  /** Offers the split per wallet (a screen's header has no room for it). */
  split?: boolean;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const { balance, wallets, refreshing, refresh } = useBalance();
  const shown = useAnimatedCents(balance === undefined ? undefined : toCents(balance));
  const [open, setOpen] = useState(false);
  const listId = useId();
  // The main wallet always, a game wallet only while it holds money.
  const held = wallets?.filter((w, i) => i === 0 || toCents(w.balance) !== 0n);
  return (
    <>
      <p className={className}>
        <span aria-hidden="true">{t`Balance`}</span>
        <output className="amount" aria-label={t`Balance`} aria-live="off" data-value={balance}>
          {shown === undefined ? "—" : money(shown)}
        </output>
        {split ? (
          <button
            type="button"
            className="icon-btn balance-line__split"
            aria-label={t`Balance by wallet`}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            <ChevronDownIcon />
          </button>
        ) : null}
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
      {split ? (
        <ul id={listId} className="balance-split" aria-label={t`Balance by wallet`} hidden={!open}>
          {held?.map((w) => (
            <li key={w.plateType}>
              <span>{w.name}</span>
              <span className="amount">{money(w.balance)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

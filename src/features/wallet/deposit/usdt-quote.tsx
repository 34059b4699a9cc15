// The USDT channel's rate, and for the amount typed what the player sends and what is credited,
// before they confirm (docs/product.md §10 "USDT deposits"). The rate is the platform's quote.
import { Trans, useLingui } from "@lingui/react/macro";
import { formatUsdt } from "../../../lib/format";
import { parseAmountInput, usdtFor } from "../../../lib/money";
import { useMoney } from "../../shell";

export function UsdtQuote({ rate, amount }: { rate: string; amount?: string }) {
  const { i18n } = useLingui();
  const money = useMoney();
  const perUsdt = money(rate);
  const parsed = amount === undefined ? null : parseAmountInput(amount);
  const credited = parsed?.ok && parsed.cents > 0n ? parsed.value : null;
  const send = credited === null ? null : formatUsdt(usdtFor(credited, rate), i18n.locale);
  const receive = credited === null ? null : money(credited);
  return (
    <p className="muted usdt-quote" aria-live="polite">
      <Trans>Rate now: 1 USDT = {perUsdt}.</Trans>
      {send === null ? null : (
        <>
          {" "}
          <Trans>
            Send {send}; {receive} is credited to your wallet.
          </Trans>
        </>
      )}
    </p>
  );
}

// The amount a member types: its field, and its messages, checked in integer cents against the
// limits shown.
import { useLingui } from "@lingui/react/macro";
import { Field } from "../../components/form";
import { AmountError, compareMoney, parseAmountInput } from "../../lib/money";
import { useMoney } from "../shell";

export function useAmountCheck() {
  const { t } = useLingui();
  const money = useMoney();
  return (input: string, min?: string, max?: string): { value: string } | { error: string } => {
    const parsed = parseAmountInput(input);
    if (!parsed.ok) {
      switch (parsed.error) {
        case AmountError.Empty:
          return { error: t`Enter an amount` };
        case AmountError.Decimals:
          return { error: t`At most 2 decimals` };
        case AmountError.Negative:
          return { error: t`The amount cannot be negative` };
        default:
          return { error: t`Enter a valid amount` };
      }
    }
    if (parsed.cents === 0n) return { error: t`Enter an amount above zero` };
    if (min && compareMoney(parsed.value, min) < 0) {
      const m = money(min);
      return { error: t`The minimum is ${m}` };
    }
    if (max && compareMoney(parsed.value, max) > 0) {
      const m = money(max);
      return { error: t`The maximum is ${m}` };
    }
    return { value: parsed.value };
  };
}

/** The money amount field of every wallet form: decimal keypad, never filled in by the browser. */
export function AmountField(
  props: Omit<Parameters<typeof Field>[0], "label" | "inputMode" | "autoComplete">,
) {
  const { t } = useLingui();
  return <Field label={t`Amount`} inputMode="decimal" autoComplete="off" {...props} />;
}

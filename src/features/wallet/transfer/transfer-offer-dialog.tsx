// Entering a game whose wallet is empty: the transfer from the main wallet, offered in place. The
// amount starts at the whole main balance and can be changed; one tap moves it and opens the game.
import { useId, useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Money } from "../../../api/contract/envelope";
import { Dialog } from "../../../components/dialog";
import { FormRefusal } from "../../../components/form";
import { compareMoney } from "../../../lib/money";
import { AmountField, useAmountCheck } from "../amount-error";
import { useMoney } from "../../shell";

export interface TransferOfferDialogProps {
  /** The game wallet's name, e.g. "Slots". */
  plateName: string;
  /** The main wallet's balance. */
  main: Money;
  /** The platform's refusal of the last try. */
  refusal?: string | null;
  onConfirm: (amount: Money) => void;
  onClose: () => void;
}

export function TransferOfferDialog({
  plateName,
  main,
  refusal,
  onConfirm,
  onClose,
}: TransferOfferDialogProps) {
  const { t } = useLingui();
  const money = useMoney();
  const check = useAmountCheck();
  const formId = useId();
  const [amount, setAmount] = useState<string>(main);
  const [error, setError] = useState<string | null>(null);
  const held = money(main);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = check(amount);
    if ("error" in checked) return setError(checked.error);
    if (compareMoney(checked.value, main) > 0) return setError(t`More than the wallet holds`);
    setError(null);
    onConfirm(checked.value);
  };

  return (
    <Dialog
      title={t`Your ${plateName} wallet is empty`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            <Trans>Not now</Trans>
          </button>
          <button type="submit" form={formId} className="btn btn--primary">
            <Trans>Transfer and play</Trans>
          </button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={onSubmit} noValidate>
        <p>
          <Trans>
            Move money from your main wallet ({held}) into {plateName} to play with it.
          </Trans>
        </p>
        <AmountField value={amount} onValue={setAmount} error={error} />
        <FormRefusal message={refusal ?? null} />
      </form>
    </Dialog>
  );
}

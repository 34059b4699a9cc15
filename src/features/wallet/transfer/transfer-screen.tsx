// Credit transfer (docs/product.md §2 member/money-change): every wallet with its balance, transfers in and
// out of a game wallet, "max", and collect all (TellerAllBalance: 'collecting...' then
// 'collection succeeded', docs/product.md §8).
import { useState, type FormEvent } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PlateTypeBalance, WalletPlateType } from "../../../api/contract/wallet";
import {
  changeBalanceMutationOptions,
  plateTypesQueryOptions,
  tellerAllBalanceMutationOptions,
} from "../../../api/endpoints/wallet";
import { MAIN_WALLET } from "../../../api/contract/constants";
import { compareMoney } from "../../../lib/money";
import { SelectField, FormRefusal, SubmitButton } from "../../../components/form";
import { refusalMessage, useMoneyMutation } from "../../../api/money-submit";
import { MemberPage } from "../../shell";
import { useFeedback } from "../../shell";
import { AmountField, useAmountCheck } from "../amount-error";
import { BalanceLine } from "../balance-line";
import { BonusPanel } from "../bonus/bonus-panel";
import { TransferFreeSwitch } from "./transfer-free-switch";
import { useMoney } from "../../shell";
import { SafetyCard } from "../../safety";

export function TransferScreen() {
  const { t } = useLingui();
  const { toast } = useFeedback();
  const check = useAmountCheck();
  // Primed by the route loader.
  const { data: wallets } = useSuspenseQuery(plateTypesQueryOptions());
  const [from, setFrom] = useState<WalletPlateType>(MAIN_WALLET);
  const [to, setTo] = useState<WalletPlateType>("slot");
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Their onSuccess reads every balance again before the submit settles.
  const transfer = useMoneyMutation(changeBalanceMutationOptions());
  const collectAll = useMoneyMutation(tellerAllBalanceMutationOptions());
  const balanceOf = (p: WalletPlateType) => wallets?.find((w) => w.plateType === p)?.balance;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (from === to) return setError(t`Choose two different wallets`);
    const checked = check(amount);
    if ("error" in checked) return setError(checked.error);
    const available = balanceOf(from);
    if (available && compareMoney(checked.value, available) > 0) {
      return setError(t`More than the wallet holds`);
    }
    setError(null);
    setRefusal(null);
    const outcome = await transfer.submit({
      fromPlateType: from,
      toPlateType: to,
      amount: checked.value,
    });
    if (!outcome) return;
    if (!outcome.ok) return setRefusal(refusalMessage(outcome.error));
    setAmount("");
    toast(t`Transfer succeeded`);
  };

  const onCollectAll = async () => {
    setRefusal(null);
    const outcome = await collectAll.submit(null);
    if (!outcome) return;
    if (!outcome.ok) return setRefusal(refusalMessage(outcome.error));
    toast(t`Collection succeeded`);
  };

  const pick = (f: WalletPlateType, tt: WalletPlateType) => {
    setFrom(f);
    setTo(tt);
    setError(null);
  };
  const options = (wallets ?? []).map((w) => ({ value: w.plateType, label: w.name }));
  return (
    <MemberPage title={<Trans>Transfer</Trans>}>
      <section className="card">
        <BalanceLine />
      </section>
      <BonusPanel />
      <TransferFreeSwitch />
      <button
        type="button"
        className="btn btn--block"
        disabled={collectAll.pending}
        aria-busy={collectAll.pending || undefined}
        aria-label={t`Collect all`}
        onClick={() => void onCollectAll()}
      >
        {collectAll.pending ? <Trans>Collecting…</Trans> : <Trans>Collect all</Trans>}
      </button>
      <ul className="list card" aria-label={t`Wallets`}>
        {wallets?.map((w) => (
          <WalletRow
            key={w.plateType}
            wallet={w}
            onIn={() => pick(MAIN_WALLET, w.plateType)}
            onOut={() => pick(w.plateType, MAIN_WALLET)}
          />
        ))}
      </ul>
      {wallets ? (
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <div className="filters">
            <SelectField label={t`From`} value={from} onValue={setFrom} options={options} />
            <SelectField label={t`To`} value={to} onValue={setTo} options={options} />
          </div>
          <AmountField
            value={amount}
            onValue={setAmount}
            error={error}
            after={
              <button
                type="button"
                className="btn"
                onClick={() => setAmount(balanceOf(from) ?? "")}
              >
                <Trans>Max</Trans>
              </button>
            }
          />
          <FormRefusal message={refusal} />
          <SubmitButton pending={transfer.pending}>
            <Trans>Transfer</Trans>
          </SubmitButton>
        </form>
      ) : null}
      <SafetyCard />
    </MemberPage>
  );
}

function WalletRow({
  wallet,
  onIn,
  onOut,
}: {
  wallet: PlateTypeBalance;
  onIn: () => void;
  onOut: () => void;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const name = wallet.name;
  return (
    <li className="row" data-plate-type={wallet.plateType}>
      {/* keep-all: a wallet's name ("电子") never breaks between its characters beside the
          amount and the buttons. */}
      <span style={{ flex: 1, wordBreak: "keep-all" }}>{name}</span>
      <span className="amount" aria-label={t`${name} balance`}>
        {money(wallet.balance)}
      </span>
      {wallet.plateType === MAIN_WALLET ? null : (
        <>
          <button
            type="button"
            className="btn"
            aria-label={t`Transfer in to ${name}`}
            onClick={onIn}
          >
            <Trans>In</Trans>
          </button>
          <button
            type="button"
            className="btn"
            aria-label={t`Transfer out of ${name}`}
            onClick={onOut}
          >
            <Trans>Out</Trans>
          </button>
        </>
      )}
    </li>
  );
}

// Deposit centre (docs/product.md §2 member/deposit/{from}): channels, amount, the receiving details, and
// an order whose status follows pending → credited. The Idempotency-Key is made on confirm.
import { useState, type FormEvent } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DepositChannel, DepositOrder } from "../../../api/contract/deposit";
import {
  createDepositOrderMutationOptions,
  depositChannelsQueryOptions,
} from "../../../api/endpoints/deposit";

import { CopyIcon } from "../../../components/icons";
import { Field, FormRefusal, SubmitButton } from "../../../components/form";
import { refusalMessage, useMoneyMutation } from "../../../api/money-submit";
import { MemberPage, useCopy } from "../../shell";
import { useLocaleParam } from "../../shell";
import { BalanceLine } from "../balance-line";
import { BonusOptIn } from "../bonus/bonus-opt-in";
import { deviceId } from "../../../api/device-id";
import { AmountField, useAmountCheck } from "../amount-error";
import { DepositNews } from "./deposit-news";
import { DepositLimitsNote } from "./limits-note";
import { DepositOrderStatus } from "./order-status";
import { RecentDeposits } from "./recent-deposits";
import { UsdtQuote } from "./usdt-quote";
import { GroupedCode } from "../../../components/grouped-code";
import { useMoney } from "../../shell";

const QUICK_AMOUNTS = ["100", "500", "1000", "5000"];

export function DepositScreen() {
  const { t } = useLingui();
  // Primed by the route loader.
  const { data: channels } = useSuspenseQuery(depositChannelsQueryOptions());
  const [channelId, setChannelId] = useState<string | null>(null);
  const channel = channels?.find((c) => c.id === channelId) ?? channels?.[0];
  // The last order confirmed here: its receipt heads the screen. Confirm comes before the
  // receiving details and the notices, so it is in view on a phone without scrolling.
  const [order, setOrder] = useState<DepositOrder | null>(null);
  return (
    <MemberPage title={<Trans>Deposit</Trans>}>
      {order ? <DepositOrderStatus key={order.id} id={order.id} receipt /> : null}
      <section className="card">
        <BalanceLine />
      </section>
      {channels ? (
        <div className="chips" role="group" aria-label={t`Deposit channel`}>
          {channels.map((c) => (
            <button
              key={c.id}
              type="button"
              className="btn"
              aria-pressed={c.id === channel?.id}
              onClick={() => setChannelId(c.id)}
            >
              {c.name}
            </button>
          ))}
        </div>
      ) : (
        <p className="muted">
          <Trans>Loading…</Trans>
        </p>
      )}
      {channel ? (
        <DepositForm key={channel.id} channel={channel} order={order} onOrder={setOrder} />
      ) : null}
      <DepositNews />
      <DepositLimitsNote />
      <RecentDeposits />
    </MemberPage>
  );
}

function DepositForm({
  channel,
  order,
  onOrder,
}: {
  channel: DepositChannel;
  order: DepositOrder | null;
  onOrder: (order: DepositOrder) => void;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const locale = useLocaleParam();
  const check = useAmountCheck();
  const copy = useCopy();
  const [amount, setAmount] = useState("");
  const [payerName, setPayerName] = useState("");
  // The bonus the deposit notice and the promotions promise: an opt-in, its terms shown first.
  const [claimBonus, setClaimBonus] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { pending, submit } = useMoneyMutation(createDepositOrderMutationOptions());
  const min = money(channel.minAmount);
  const max = money(channel.maxAmount);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = check(amount, channel.minAmount, channel.maxAmount);
    if ("error" in checked) return setError(checked.error);
    setError(null);
    setRefusal(null);
    const outcome = await submit({
      channelId: channel.id,
      amount: checked.value,
      ...(payerName.trim() ? { payerName: payerName.trim() } : {}),
      ...(claimBonus ? { claimBonus, deviceId: deviceId() } : {}),
    });
    if (!outcome) return;
    if (outcome.ok) {
      onOrder(outcome.result);
      setAmount("");
    } else setRefusal(refusalMessage(outcome.error));
  };

  return (
    <>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <AmountField
          value={amount}
          onValue={setAmount}
          error={error}
          hint={t`From ${min} to ${max}`}
        />
        <div className="chips chips--even" role="group" aria-label={t`Quick amounts`}>
          {QUICK_AMOUNTS.map((a) => (
            <button
              key={a}
              type="button"
              className="btn"
              aria-pressed={amount === a}
              onClick={() => setAmount(a)}
            >
              {money(a)}
            </button>
          ))}
        </div>
        {channel.wallet ? <UsdtQuote rate={channel.wallet.rate} amount={amount} /> : null}
        {channel.bank ? (
          <Field
            label={t`Payer name (optional)`}
            autoComplete="name"
            value={payerName}
            onValue={setPayerName}
            maxLength={50}
          />
        ) : null}
        <BonusOptIn checked={claimBonus} onChange={setClaimBonus} />
        <FormRefusal message={refusal} />
        <SubmitButton pending={pending}>
          <Trans>Confirm deposit</Trans>
        </SubmitButton>
      </form>
      {channel.bank ? (
        <section className="card stack" aria-label={t`Receiving account`}>
          <p className="row">
            <span className="muted">{t`Bank`}</span>
            <span>{channel.bank.bankName}</span>
          </p>
          <p className="row">
            <span className="muted">{t`Account name`}</span>
            <span>{channel.bank.accountName}</span>
          </p>
          <p className="row">
            <span className="muted">{t`Account number`}</span>
            <GroupedCode value={channel.bank.accountNo} />
            <button
              type="button"
              className="icon-btn"
              aria-label={t`Copy account number`}
              onClick={() => void copy(channel.bank?.accountNo)}
            >
              <CopyIcon />
            </button>
          </p>
        </section>
      ) : null}
      {channel.wallet ? (
        <Link
          className="btn"
          to="/{-$locale}/member/deposit/virtual-wallet-transfer"
          params={{ locale }}
          search={order ? { order: order.id } : {}}
        >
          <Trans>Wallet address and QR code</Trans>
        </Link>
      ) : null}
    </>
  );
}

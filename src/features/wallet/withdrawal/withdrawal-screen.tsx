// Withdrawal (docs/product.md §2 member/withdrawal; docs/product.md §10): a bound card, the withdrawal password,
// the 2FA code when it is on (or a passkey in its place). The platform's refusals (balance, limits, password) are shown as
// it words them.
import { useState, type FormEvent } from "react";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Withdrawal } from "../../../api/contract/withdrawal";
import {
  WITHDRAWAL_MAX,
  WITHDRAWAL_MIN,
  WITHDRAWAL_PASSWORD_RE,
} from "../../../api/contract/rules";
import {
  bankAccountsQueryOptions,
  defaultBankAccountQueryOptions,
} from "../../../api/endpoints/bank";
import { createWithdrawalMutationOptions } from "../../../api/endpoints/withdrawal";
import { bonusQueryOptions } from "../../../api/endpoints/bonus";
import { compareMoney } from "../../../lib/money";
import { codeInputProps, FormRefusal, PasswordField, SubmitButton } from "../../../components/form";
import { refusalMessage, useMoneyMutation } from "../../../api/money-submit";
import { MemberPage } from "../../shell";
import { ReauthField, useMemberInfo, useReauth } from "../../account";
import { useLocaleParam } from "../../shell";
import { AmountField, useAmountCheck } from "../amount-error";
import { BalanceLine } from "../balance-line";
import { BonusPanel } from "../bonus/bonus-panel";
import { useBalance } from "../balance-refresh";
import { RecentWithdrawals } from "./recent-withdrawals";
import { useMoney } from "../../shell";

export function WithdrawalScreen() {
  const locale = useLocaleParam();
  const { data: info } = useMemberInfo();
  // Primed by the route loader.
  const { data: cards } = useSuspenseQuery(bankAccountsQueryOptions());
  // The member's default card (docs/product.md §7 GetDefaultVipBankAccount) is the one pre-selected; a
  // failed call leaves the list's own flag to choose.
  const defaultCard = useQuery(defaultBankAccountQueryOptions());
  const params = { locale };
  let body;
  if (!info || !cards || defaultCard.isPending) {
    body = (
      <p className="muted">
        <Trans>Loading…</Trans>
      </p>
    );
  } else if (!info.hasWithdrawalPassword) {
    body = (
      <section className="card stack">
        <p>
          <Trans>Set a withdrawal password first.</Trans>
        </p>
        <Link
          className="btn btn--primary"
          to="/{-$locale}/setting/changewithdrawalpwd"
          params={params}
        >
          <Trans>Set withdrawal password</Trans>
        </Link>
      </section>
    );
  } else if (cards.length === 0) {
    body = (
      <section className="card stack">
        <p>
          <Trans>Bind a bank card to withdraw to.</Trans>
        </p>
        <Link
          className="btn btn--primary"
          to="/{-$locale}/member/bankcards/bindbank"
          params={params}
        >
          <Trans>Bind a bank card</Trans>
        </Link>
      </section>
    );
  } else {
    body = (
      <WithdrawalForm
        cards={cards}
        defaultId={defaultCard.data?.id}
        twoFactor={info.twoFactorEnabled}
      />
    );
  }
  return (
    <MemberPage title={<Trans>Withdraw</Trans>}>
      <section className="card">
        <BalanceLine />
      </section>
      <BonusPanel />
      {body}
      <RecentWithdrawals />
    </MemberPage>
  );
}

function WithdrawalForm({
  cards,
  defaultId,
  twoFactor,
}: {
  cards: { id: number; bankName: string; maskedAccountNo: string; isDefault: boolean }[];
  defaultId: number | undefined;
  twoFactor: boolean;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const check = useAmountCheck();
  // What can leave is in the main wallet (a game's wallet is collected first).
  const { main: balance } = useBalance();
  const [cardId, setCardId] = useState(
    () => (cards.find((c) => c.id === defaultId) ?? cards.find((c) => c.isDefault) ?? cards[0]!).id,
  );
  const [amount, setAmount] = useState("");
  const [password, setPassword] = useState("");
  // With two-factor on: the authenticator code, or one of the member's passkeys in its place.
  const reauth = useReauth(twoFactor);
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<Withdrawal | null>(null);
  const { pending, submit } = useMoneyMutation(createWithdrawalMutationOptions());
  // "Max" is what can leave now: the balance less a bonus in play and its winnings.
  const { data: bonusState } = useQuery(bonusQueryOptions());
  const available = bonusState?.withdrawable ?? balance;
  const max = available && compareMoney(available, WITHDRAWAL_MAX) < 0 ? available : WITHDRAWAL_MAX;
  const min = money(WITHDRAWAL_MIN);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = check(amount, WITHDRAWAL_MIN, WITHDRAWAL_MAX);
    const next = {
      amount: "error" in checked ? checked.error : undefined,
      password: WITHDRAWAL_PASSWORD_RE.test(password)
        ? undefined
        : t`The withdrawal password has 6 digits`,
    };
    setErrors(next);
    const proofProblem = twoFactor ? reauth.check() : null;
    if ("error" in checked || next.password || proofProblem) return;
    setRefusal(null);
    const request = { amount: checked.value, bankAccountId: cardId };
    const proof = twoFactor ? await reauth.proof({ action: "withdraw", request }) : {};
    if (!proof) return;
    const outcome = await submit({ ...request, withdrawalPassword: password, ...proof });
    if (!outcome) return;
    if (!outcome.ok) return setRefusal(refusalMessage(outcome.error));
    setDone(outcome.result);
    setAmount("");
    setPassword("");
    reauth.clear();
  };

  const doneAmount = done ? money(done.amount) : "";
  const doneCard = done?.maskedAccountNo ?? "";
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <fieldset className="card stack" style={{ border: 0, margin: 0 }}>
        <legend className="muted">{t`Withdraw to`}</legend>
        {cards.map((c) => (
          <label key={c.id} className="row" style={{ justifyContent: "flex-start", minHeight: 44 }}>
            <input
              type="radio"
              name="card"
              checked={cardId === c.id}
              onChange={() => setCardId(c.id)}
            />
            {c.bankName} {c.maskedAccountNo}
          </label>
        ))}
      </fieldset>
      <AmountField
        value={amount}
        onValue={setAmount}
        error={errors.amount}
        hint={t`At least ${min}`}
        after={
          <button type="button" className="btn" onClick={() => setAmount(max)}>
            <Trans>Max</Trans>
          </button>
        }
      />
      <PasswordField
        label={t`Withdrawal password`}
        autoComplete="off"
        {...codeInputProps}
        value={password}
        onValue={setPassword}
        error={errors.password}
      />
      {twoFactor ? <ReauthField {...reauth.field} /> : null}
      <FormRefusal message={refusal} />
      {done ? (
        <p className="card" role="status">
          <Trans>
            Withdrawal of {doneAmount} to {doneCard} requested; it is paid out once approved.
          </Trans>
        </p>
      ) : null}
      <SubmitButton pending={pending}>
        <Trans>Confirm withdrawal</Trans>
      </SubmitButton>
    </form>
  );
}

// Bind a bank card (docs/product.md §2 member/bankcards/bindbank), checked by the platform's rules first. The
// login password (or the current authenticator code with 2FA on) confirms it in the same form and
// request (a stolen session alone must not add a card to take money out to).
import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { BankTypeName } from "../../../api/contract/bank";
import { addVipBankAccount } from "../../../api/endpoints/bank";
import { queryKeys } from "../../../api/query-keys";
import {
  Field,
  SelectField,
  FormRefusal,
  SubmitButton,
  useGuardedSubmit,
} from "../../../components/form";
import { refusalMessage } from "../../../api/money-submit";
import { MemberPage } from "../../shell";
import { ReauthField, useMemberInfo, useReauth } from "../../account";
import { useFeedback, useLocaleParam } from "../../shell";
import type { BankCardProblem } from "./validate";
import { bankCardProblems, compactAccountNo, type BankCardDraft } from "./validate";

export function BindCardScreen() {
  const { t } = useLingui();
  const { data: info } = useMemberInfo();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const { toast } = useFeedback();
  const [draft, setDraft] = useState<BankCardDraft>({
    typeName: "Bank",
    bankName: "",
    accountName: "",
    accountNo: "",
    branch: "",
  });
  const [setDefault, setSetDefault] = useState(true);
  const [shown, setShown] = useState<BankCardProblem[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { pending, run } = useGuardedSubmit();
  const reauth = useReauth(info?.twoFactorEnabled ?? false);
  const accountName = draft.accountName || info?.realName || "";
  const edit = (k: keyof BankCardDraft) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));

  const messages: Record<BankCardProblem, string> = {
    bankName: t`Enter the bank name (2–40 characters)`,
    accountName: t`Enter the account holder's name (2–40 characters)`,
    accountNo:
      draft.typeName === "Bank"
        ? t`A bank account number has 8 to 30 digits`
        : draft.typeName === "TPay"
          ? t`A TPay account has 6 to 40 letters or digits`
          : t`A USDT address is a TRC20 address starting with T`,
    branch: t`The branch has at most 60 characters`,
  };
  const err = (k: BankCardProblem) => (shown.includes(k) ? messages[k] : null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const full = { ...draft, accountName };
    const problems = bankCardProblems(full);
    setShown(problems);
    const unconfirmed = reauth.check();
    if (problems.length || unconfirmed) return;
    setRefusal(null);
    const card = {
      typeName: full.typeName,
      bankName: full.bankName.trim(),
      accountName: full.accountName.trim(),
      accountNo: compactAccountNo(full.accountNo),
      ...(full.branch.trim() ? { branch: full.branch.trim() } : {}),
      setDefault,
    };
    const proof = await reauth.proof({ action: "bind-card", request: card });
    if (!proof) return;
    const outcome = await run(() => addVipBankAccount({ ...card, ...proof }));
    if (!outcome) return;
    if (!outcome.ok) return setRefusal(refusalMessage(outcome.error));
    reauth.clear();
    await queryClient.invalidateQueries({ queryKey: queryKeys.member.bank.all });
    toast(t`Card bound`);
    void navigate({ to: "/{-$locale}/member/bankcards", params: { locale } });
  };

  const types: { value: BankTypeName; label: string }[] = [
    { value: "Bank", label: t`Bank card` },
    { value: "TPay", label: t`TPay e-wallet` },
    { value: "USDT", label: t`USDT (TRC20)` },
  ];
  return (
    <MemberPage title={<Trans>Bind a bank card</Trans>}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <SelectField
          label={t`Account type`}
          value={draft.typeName}
          onValue={edit("typeName")}
          options={types}
        />
        <Field
          label={t`Bank name`}
          value={draft.bankName}
          onValue={edit("bankName")}
          error={err("bankName")}
          maxLength={40}
        />
        <Field
          label={t`Account holder`}
          value={accountName}
          onValue={edit("accountName")}
          error={err("accountName")}
          autoComplete="name"
          maxLength={40}
        />
        <Field
          label={t`Account number`}
          value={draft.accountNo}
          onValue={edit("accountNo")}
          error={err("accountNo")}
          inputMode={draft.typeName === "Bank" ? "numeric" : "text"}
          autoComplete="off"
          maxLength={50}
        />
        <Field
          label={t`Branch (optional)`}
          value={draft.branch}
          onValue={edit("branch")}
          error={err("branch")}
          maxLength={60}
        />
        <label className="row" style={{ justifyContent: "flex-start", minHeight: 44 }}>
          <input
            type="checkbox"
            checked={setDefault}
            onChange={(e) => setSetDefault(e.target.checked)}
          />
          <Trans>Use as default</Trans>
        </label>
        <ReauthField {...reauth.field} />
        <FormRefusal message={refusal} />
        <SubmitButton pending={pending}>
          <Trans>Bind card</Trans>
        </SubmitButton>
      </form>
    </MemberPage>
  );
}

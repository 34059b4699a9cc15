// Change password (setting/changepwd) and set or change the withdrawal password
// (setting/changewithdrawalpwd). The withdrawal password is 6 digits; until one is set, the login
// password stands in as the "current" one.
import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { changeUserPassword, changeWithdrawalPassword } from "../../../api/endpoints/member";
import { useFeedback } from "../../shell";
import { MemberPage } from "../../shell";
import {
  FormRefusal,
  PasswordField,
  SubmitButton,
  useGuardedSubmit,
} from "../../../components/form";
import { refusalMessage } from "../../../api/money-submit";
import { useMemberInfo, useRefreshMemberInfo } from "../use-member-info";
import { checkPasswordChange, PASSWORD_KINDS, type PasswordKind } from "./password-rules";
import { PasskeysAtPasswordChange } from "./passkeys-screen";

interface PasswordFormProps {
  title: React.ReactNode;
  currentLabel: string;
  newLabel: string;
  confirmLabel: string;
  kind: PasswordKind;
  ruleMessage: string;
  savedMessage: string;
  save: (b: {
    oldPassWord: string;
    newPassWord: string;
    confirmPassWord: string;
  }) => Promise<unknown>;
  /** Shown under the form. */
  after?: React.ReactNode;
}

function PasswordForm(p: PasswordFormProps) {
  const { t } = useLingui();
  const { toast } = useFeedback();
  const refresh = useRefreshMemberInfo();
  const [oldPw, setOldPw] = useState("");
  const [newPw, setNewPw] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ old?: string; new?: string; confirm?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const { pending, run } = useGuardedSubmit();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = checkPasswordChange(p.kind, {
      oldPassWord: oldPw,
      newPassWord: newPw,
      confirmPassWord: confirm,
    });
    const next = {
      old: problems.oldPassWord && t`Enter the current password`,
      new: problems.newPassWord && p.ruleMessage,
      confirm: problems.confirmPassWord && t`The passwords do not match`,
    };
    setErrors(next);
    if (next.old || next.new || next.confirm) return;
    setRefusal(null);
    const outcome = await run(() =>
      p.save({ oldPassWord: oldPw, newPassWord: newPw, confirmPassWord: confirm }),
    );
    if (!outcome) return;
    if (!outcome.ok) return setRefusal(refusalMessage(outcome.error));
    setOldPw("");
    setNewPw("");
    setConfirm("");
    toast(p.savedMessage);
    await refresh();
  };
  const { inputProps } = PASSWORD_KINDS[p.kind];
  return (
    <MemberPage title={p.title}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <PasswordField
          label={p.currentLabel}
          autoComplete="current-password"
          value={oldPw}
          onValue={setOldPw}
          error={errors.old}
        />
        <PasswordField
          label={p.newLabel}
          autoComplete="new-password"
          value={newPw}
          onValue={setNewPw}
          error={errors.new}
          {...inputProps}
        />
        <PasswordField
          label={p.confirmLabel}
          autoComplete="new-password"
          value={confirm}
          onValue={setConfirm}
          error={errors.confirm}
          {...inputProps}
        />
        <FormRefusal message={refusal} />
        <SubmitButton pending={pending}>
          <Trans>Save</Trans>
        </SubmitButton>
      </form>
      {p.after}
    </MemberPage>
  );
}

export function ChangePasswordScreen() {
  const { t } = useLingui();
  return (
    <PasswordForm
      title={<Trans>Change password</Trans>}
      currentLabel={t`Current password`}
      newLabel={t`New password`}
      confirmLabel={t`Confirm new password`}
      kind="login"
      ruleMessage={t`8–64 characters`}
      savedMessage={t`Password changed`}
      save={changeUserPassword}
      after={<PasskeysAtPasswordChange />}
    />
  );
}

export function ChangeWithdrawalPasswordScreen() {
  const { t } = useLingui();
  const { data: info } = useMemberInfo();
  const first = info ? !info.hasWithdrawalPassword : false;
  return (
    <PasswordForm
      title={
        first ? <Trans>Set withdrawal password</Trans> : <Trans>Change withdrawal password</Trans>
      }
      currentLabel={first ? t`Current password` : t`Current withdrawal password`}
      newLabel={t`New withdrawal password`}
      confirmLabel={t`Confirm withdrawal password`}
      kind="withdrawal"
      ruleMessage={t`The withdrawal password has 6 digits`}
      savedMessage={t`Withdrawal password saved`}
      save={changeWithdrawalPassword}
    />
  );
}

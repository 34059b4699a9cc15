// Change member info (docs/product.md §2 setting/changevipinfo): real name (once), phone, email; the avatar
// (one of user-icon-list) and the nickname. Changing phone or email asks, in the same form, for the
// login password (or the current authenticator code with 2FA on).
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import type { UserInfo } from "../../../api/contract/account";
import { userIconsQueryOptions } from "../../../api/endpoints/activity-common";
import { bindVipInfo, setUserAvatar, setUserNickname } from "../../../api/endpoints/member";
import { TenantImage } from "../../media";
import { useFeedback } from "../../shell";
import { Field, FormRefusal, SubmitButton } from "../../../components/form";
import { MemberPage } from "../../shell";
import { useGuardedSubmit } from "../../../components/form";
import { refusalMessage } from "../../../api/money-submit";
import { useMemberInfo, useRefreshMemberInfo } from "../use-member-info";
import { ReauthField, useReauth } from "../security/reauth-field";

export function ProfileScreen() {
  const { data: info } = useMemberInfo();
  return (
    <MemberPage title={<Trans>Change member info</Trans>}>
      {info ? (
        <>
          <AvatarPicker current={info.avatar} />
          <NicknameForm key={`n${info.nickname}`} info={info} />
          <InfoForm key={`i${info.realName}${info.phone}${info.email}`} info={info} />
        </>
      ) : null}
    </MemberPage>
  );
}

function useSave() {
  const { toast } = useFeedback();
  const refresh = useRefreshMemberInfo();
  const { pending, run } = useGuardedSubmit();
  const [refusal, setRefusal] = useState<string | null>(null);
  /** True when saved. */
  const save = async (task: () => Promise<unknown>, done: string) => {
    setRefusal(null);
    const outcome = await run(task);
    if (!outcome) return false;
    if (!outcome.ok) {
      setRefusal(refusalMessage(outcome.error));
      return false;
    }
    toast(done);
    await refresh();
    return true;
  };
  return { pending, refusal, save };
}

function AvatarPicker({ current }: { current: string }) {
  const { t } = useLingui();
  const { data: icons } = useQuery(userIconsQueryOptions());
  const { pending, refusal, save } = useSave();
  return (
    <section className="card stack">
      <h2 className="modal__title">
        <Trans>Avatar</Trans>
      </h2>
      <div className="chips" role="group" aria-label={t`Avatar`}>
        {icons?.map((icon, i) => {
          const n = i + 1;
          return (
            <button
              key={icon.id}
              type="button"
              className="btn"
              style={{ padding: 4 }}
              aria-pressed={icon.avatar === current}
              aria-label={t`Avatar ${n}`}
              disabled={pending}
              onClick={() =>
                void save(() => setUserAvatar({ avatar: icon.avatar }), t`Avatar saved`)
              }
            >
              <TenantImage src={icon.fullAvata} decorative width={40} height={40} />
            </button>
          );
        })}
      </div>
      <FormRefusal message={refusal} />
    </section>
  );
}

function NicknameForm({ info }: { info: UserInfo }) {
  const { t } = useLingui();
  const [nickname, setNickname] = useState(info.nickname);
  const [error, setError] = useState<string | null>(null);
  const { pending, refusal, save } = useSave();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const v = nickname.trim();
    if (!v || v.length > 20 || /[<>]/.test(v)) return setError(t`1–20 characters, no < or >`);
    setError(null);
    void save(() => setUserNickname({ nickname: v }), t`Nickname saved`);
  };
  return (
    <form className="card" onSubmit={onSubmit} noValidate>
      <Field
        label={t`Nickname`}
        value={nickname}
        onValue={setNickname}
        maxLength={20}
        autoComplete="nickname"
        error={error ?? refusal}
      />
      <SubmitButton pending={pending}>
        <Trans>Save nickname</Trans>
      </SubmitButton>
    </form>
  );
}

function InfoForm({ info }: { info: UserInfo }) {
  const { t } = useLingui();
  const [realName, setRealName] = useState(info.realName);
  const [phone, setPhone] = useState(info.phone);
  const [email, setEmail] = useState(info.email);
  const { pending, refusal, save } = useSave();
  const reauth = useReauth(info.twoFactorEnabled);
  const newPhone = phone.trim() && phone.trim() !== info.phone ? phone.trim() : null;
  const newEmail = email.trim() && email.trim() !== info.email ? email.trim() : null;
  // Phone and email reach the member and recover the account: changing them is confirmed.
  const confirming = newPhone !== null || newEmail !== null;
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      ...(!info.realName && realName.trim() ? { realName: realName.trim() } : {}),
      ...(newPhone !== null ? { phone: newPhone } : {}),
      ...(newEmail !== null ? { email: newEmail } : {}),
    };
    if (Object.keys(body).length === 0) return;
    if (confirming && reauth.check()) return;
    const proof = confirming ? await reauth.proof({ action: "contact", request: body }) : {};
    if (!proof) return;
    const send = { ...body, ...proof };
    if (await save(() => bindVipInfo(send), t`Member info saved`)) reauth.clear();
  };
  return (
    <form className="card" onSubmit={(e) => void onSubmit(e)} noValidate>
      <Field
        label={t`Real name`}
        value={realName}
        onValue={setRealName}
        readOnly={!!info.realName}
        hint={info.realName ? t`The real name cannot be changed.` : t`Must match your bank card.`}
        autoComplete="name"
        maxLength={30}
      />
      <Field label={t`Phone`} type="tel" value={phone} onValue={setPhone} autoComplete="tel" />
      <Field label={t`Email`} type="email" value={email} onValue={setEmail} autoComplete="email" />
      {confirming ? <ReauthField {...reauth.field} /> : null}
      <FormRefusal message={refusal} />
      <SubmitButton pending={pending}>
        <Trans>Save member info</Trans>
      </SubmitButton>
    </form>
  );
}

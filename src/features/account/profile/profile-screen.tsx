// Change member info (spec §2 setting/changevipinfo): real name (once), phone, email; the avatar
// (one of user-icon-list) and the nickname.
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
import { refusalMessage, useGuardedSubmit } from "../../../components/form";
import { useMemberInfo, useRefreshMemberInfo } from "../use-member-info";

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
  const save = async (task: () => Promise<unknown>, done: string) => {
    setRefusal(null);
    const outcome = await run(task);
    if (!outcome) return;
    if (!outcome.ok) return setRefusal(refusalMessage(outcome.error));
    toast(done);
    await refresh();
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
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      ...(!info.realName && realName.trim() ? { realName: realName.trim() } : {}),
      ...(phone.trim() && phone.trim() !== info.phone ? { phone: phone.trim() } : {}),
      ...(email.trim() && email.trim() !== info.email ? { email: email.trim() } : {}),
    };
    if (Object.keys(body).length === 0) return;
    void save(() => bindVipInfo(body), t`Member info saved`);
  };
  return (
    <form className="card" onSubmit={onSubmit} noValidate>
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
      <FormRefusal message={refusal} />
      <SubmitButton pending={pending}>
        <Trans>Save member info</Trans>
      </SubmitButton>
    </form>
  );
}

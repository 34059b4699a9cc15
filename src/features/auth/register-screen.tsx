// Register (docs/product.md §7 Rigster): validated fields with messages in both languages, the legal-age
// (18+) confirmation and the account-opening agreement, the tenant's captcha; logged in after.
import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { isApiError } from "../../api/client";
import { register } from "../../api/endpoints/auth";
import { Dialog } from "../../components/dialog";
import { Field, PasswordField } from "../../components/form";
import { useSetAtom } from "jotai";
import { newAccountAtom } from "../session";
import { ScreenHeader, useLocaleParam, useSiteConfig } from "../shell";
import { AgreementText } from "./agreement-screen";
import { CaptchaField } from "./captcha/captcha-field";
import {
  normalRef,
  PASSWORD_HINT,
  validateRegister,
  type RegisterErrors,
  type RegisterValues,
} from "./credential-rules";
import { useCompleteSignIn } from "./use-sign-in";
import "./auth.css";

const EMPTY: RegisterValues = {
  userName: "",
  passWord: "",
  confirmPassWord: "",
  realName: "",
  ref: "",
  legalAge: false,
};

export function RegisterScreen({ redirect, refCode }: { redirect?: string; refCode?: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocaleParam();
  const site = useSiteConfig();
  const finish = useCompleteSignIn();
  const markNewAccount = useSetAtom(newAccountAtom);
  // A friend's `?ref=` link fills the code in; the player sees it and may change or clear it.
  const [v, setV] = useState({ ...EMPTY, ref: refCode ?? "" });
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState("");
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [busy, setBusy] = useState(false);
  const [agreementOpen, setAgreementOpen] = useState(false);

  const set =
    <K extends keyof RegisterValues>(key: K) =>
    (value: RegisterValues[K]) =>
      setV((prev) => ({ ...prev, [key]: value }));
  const errorOf = (key: keyof RegisterValues) => {
    const local = errors[key];
    return local ? i18n._(local) : serverErrors[key]?.[0];
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found = validateRegister(v);
    setErrors(found);
    setServerErrors({});
    setMessage("");
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const realName = v.realName.trim();
      const ref = normalRef(v.ref);
      // Only a sign-up with a code needs the device (referral credit): loaded then, not with the page.
      const device = ref ? (await import("../../api/device-id")).deviceId() : undefined;
      const result = await register({
        userName: v.userName.trim(),
        passWord: v.passWord,
        confirmPassWord: v.confirmPassWord,
        legalAge: true,
        ...(realName ? { realName } : {}),
        ...(ref ? { ref, deviceId: device } : {}),
        ...(captchaToken ? { captchaToken } : {}),
      });
      markNewAccount(true);
      await finish(result, redirect);
    } catch (err) {
      if (isApiError(err)) {
        setServerErrors(err.fieldErrors);
        setMessage(err.message);
      } else {
        setMessage(t`Registration failed, please try again`);
      }
      if (site?.appIsVerification) {
        setCaptchaToken(null);
        setCaptchaReset((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="auth">
      <ScreenHeader title={<Trans>Register</Trans>} />
      <form className="auth__form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <Field
          label={t`Username`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={16}
          value={v.userName}
          onValue={set("userName")}
          error={errorOf("userName")}
        />
        <PasswordField
          label={t`Password`}
          name="new-password"
          autoComplete="new-password"
          value={v.passWord}
          onValue={set("passWord")}
          error={errorOf("passWord")}
          // The rule is there before the first try; the error takes its place when it breaks.
          hint={errorOf("passWord") ? undefined : i18n._(PASSWORD_HINT)}
        />
        <PasswordField
          label={t`Confirm password`}
          name="confirm-password"
          autoComplete="new-password"
          value={v.confirmPassWord}
          onValue={set("confirmPassWord")}
          error={errorOf("confirmPassWord")}
        />
        <Field
          label={t`Real name (optional)`}
          name="name"
          autoComplete="name"
          maxLength={30}
          value={v.realName}
          onValue={set("realName")}
          error={errorOf("realName")}
        />
        <Field
          label={t`Invitation code (optional)`}
          name="ref"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          value={v.ref}
          onValue={set("ref")}
          error={errorOf("ref")}
        />
        <div className="auth-consent">
          <label className="auth-check">
            <input
              type="checkbox"
              checked={v.legalAge}
              aria-invalid={errorOf("legalAge") ? true : undefined}
              onChange={(e) => set("legalAge")(e.target.checked)}
            />
            <span>
              <Trans>
                I am 18 or older and accept the{" "}
                <Link
                  to="/{-$locale}/protocal"
                  params={{ locale }}
                  aria-haspopup="dialog"
                  onClick={(e) => {
                    // Read in place: leaving for the agreement's screen dropped the filled form.
                    e.preventDefault();
                    setAgreementOpen(true);
                  }}
                >
                  account-opening agreement
                </Link>
              </Trans>
            </span>
          </label>
          {errorOf("legalAge") ? <p className="auth-error">{errorOf("legalAge")}</p> : null}
        </div>
        <CaptchaField
          required={site?.appIsVerification === true}
          mode={site?.appVerifyMode}
          onToken={setCaptchaToken}
          resetKey={captchaReset}
        />
        {message ? (
          <p className="auth-error auth-error--form" role="alert">
            {message}
          </p>
        ) : null}
        <button type="submit" className="auth-submit" disabled={busy}>
          <Trans>Register</Trans>
        </button>
      </form>
      {agreementOpen ? (
        <Dialog
          title={<Trans>Account-opening agreement</Trans>}
          onClose={() => setAgreementOpen(false)}
        >
          <div className="agreement agreement--dialog" tabIndex={0}>
            <AgreementText />
          </div>
        </Dialog>
      ) : null}
      <p className="auth__switch">
        <Trans>Already have an account?</Trans>{" "}
        <Link to="/{-$locale}/login" params={{ locale }} search={{ redirect, ref: refCode }}>
          <Trans>Log in</Trans>
        </Link>
      </p>
    </main>
  );
}

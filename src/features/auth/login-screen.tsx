// Login (spec §7): username, password, remember account and password on this device, the
// tenant's captcha, a 2FA code step when the account has it, then back to where the visitor was.
import { useEffect, useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { isApiError } from "../../api/client";
import { login } from "../../api/endpoints/auth";
import { ChevronLeftIcon } from "../../components/icons";
import { codeInputProps, Field, PasswordField } from "../../components/form";
import { useLocaleParam, useSiteConfig } from "../shell";
import { CaptchaField } from "./captcha/captcha-field";
import { validateLogin } from "./credential-rules";
import { forgetAccount, recallAccount, rememberAccount } from "./remembered-account";
import { ForgotPassword } from "./forgot-password";
import { AuthRefusal, useCompleteSignIn } from "./use-sign-in";
import "./auth.css";

export function LoginScreen({ redirect }: { redirect?: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocaleParam();
  const site = useSiteConfig();
  const finish = useCompleteSignIn();
  const [userName, setUserName] = useState("");
  const [passWord, setPassWord] = useState("");
  const [remember, setRemember] = useState(false);
  const [code, setCode] = useState("");
  const [needCode, setNeedCode] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [errors, setErrors] = useState<ReturnType<typeof validateLogin>>({});
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void recallAccount().then((saved) => {
      if (!live || !saved) return;
      setUserName(saved.userName);
      setPassWord(saved.password);
      setRemember(true);
    });
    return () => {
      live = false;
    };
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found = validateLogin({ userName, passWord });
    setErrors(found);
    setMessage("");
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await login({
        userName: userName.trim(),
        passWord,
        ...(needCode && code ? { code } : {}),
        ...(captchaToken ? { captchaToken } : {}),
      });
      if (remember) await rememberAccount({ userName: userName.trim(), password: passWord });
      else await forgetAccount();
      await finish(result, redirect);
    } catch (err) {
      if (isApiError(err)) {
        if (err.error === AuthRefusal.TwoFactorRequired) setNeedCode(true);
        setMessage(err.message);
      } else {
        setMessage(t`Login failed, please try again`);
      }
      // The captcha token is spent by any attempt: ask for a new one.
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
      {/* The login screen has no tab bar: a way home for installed (standalone) apps. */}
      <Link className="auth__home" to="/{-$locale}" params={{ locale }}>
        <ChevronLeftIcon /> <Trans>Home</Trans>
      </Link>
      <h1 className="auth__title">
        <Trans>Log in</Trans>
      </h1>
      {/* Always there, a line high: the name arrives with the site config and must not push the
          form down when it does (layout shift). */}
      <p className="auth__company">{site?.companyPageName}</p>
      <form className="auth__form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <Field
          label={t`Username`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={userName}
          onValue={setUserName}
          error={errors.userName ? i18n._(errors.userName) : undefined}
        />
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="current-password"
          value={passWord}
          onValue={setPassWord}
          error={errors.passWord ? i18n._(errors.passWord) : undefined}
        />
        {needCode ? (
          <Field
            label={t`Authenticator code`}
            name="code"
            autoComplete="one-time-code"
            {...codeInputProps}
            value={code}
            onValue={(v) => setCode(v.replace(/\D/g, ""))}
          />
        ) : null}
        <label className="auth-check">
          <input
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          <Trans>Remember account and password</Trans>
        </label>
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
          <Trans>Log in</Trans>
        </button>
      </form>
      <ForgotPassword />
      <p className="auth__switch">
        <Trans>No account yet?</Trans>{" "}
        <Link to="/{-$locale}/register" params={{ locale }} search={{ redirect }}>
          <Trans>Register</Trans>
        </Link>
      </p>
    </main>
  );
}

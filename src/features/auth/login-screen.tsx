// Login (docs/product.md §7): username, password, remember the account name on this device (the browser's
// password manager keeps the password: remembered-account.ts says why), the
// tenant's captcha, a 2FA code step when the account has it, then back to where the visitor was.
// Or a passkey (passkey-sign-in.tsx), by the button or the username field's autofill.
import { useEffect, useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { isApiError } from "../../api/client";
import { login } from "../../api/endpoints/auth";
import { ChevronLeftIcon } from "../../components/icons";
import { codeInputProps, Field, PasswordField } from "../../components/form";
import { offerToPasswordManager } from "../../lib/password-manager";
import { useLocaleParam, useSiteConfig } from "../shell";
import { CaptchaField } from "./captcha/captcha-field";
import { validateLogin } from "./credential-rules";
import {
  PasskeyOffer,
  PasskeySignInButton,
  shouldOfferPasskey,
  usePasskeySignIn,
} from "./passkey-sign-in";
import { forgetAccount, recallAccount, rememberAccount } from "./remembered-account";
import { ForgotPassword } from "./forgot-password";
import { AuthRefusal, useCompleteSignIn } from "./use-sign-in";
import "./auth.css";

export function LoginScreen({ redirect, refCode }: { redirect?: string; refCode?: string }) {
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
  // The platform asks for the puzzle when the account is under attack (many failed logins).
  const [stepUp, setStepUp] = useState(false);
  const needCaptcha = site?.appIsVerification === true || stepUp;
  const [captchaReset, setCaptchaReset] = useState(0);
  const [errors, setErrors] = useState<ReturnType<typeof validateLogin>>({});
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [offer, setOffer] = useState<{ userId: number; done: () => void } | null>(null);
  const passkey = usePasskeySignIn((r) => finish(r, redirect), setMessage);

  useEffect(() => {
    let live = true;
    void recallAccount().then((saved) => {
      if (!live || !saved) return;
      setUserName(saved.userName);
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
      if (remember) {
        await rememberAccount({ userName: userName.trim() });
        // Not awaited: a browser may hold the promise while it asks the person.
        void offerToPasswordManager(userName.trim(), passWord);
      } else await forgetAccount();
      // Without a code step: with 2FA on, the offer's proof would need a new code.
      await finish(result, redirect, async () => {
        if (needCode || !(await shouldOfferPasskey(result.id))) return;
        await new Promise<void>((done) => setOffer({ userId: result.id, done }));
      });
    } catch (err) {
      if (isApiError(err)) {
        if (err.error === AuthRefusal.TwoFactorRequired) setNeedCode(true);
        if (err.error === AuthRefusal.CaptchaRequired) setStepUp(true);
        setMessage(err.message);
      } else {
        setMessage(t`Login failed, please try again`);
      }
      // The captcha token is spent by any attempt: ask for a new one.
      if (needCaptcha) {
        setCaptchaToken(null);
        setCaptchaReset((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  }

  if (offer) {
    return (
      <main className="auth">
        <PasskeyOffer userId={offer.userId} passWord={passWord} onDone={offer.done} />
      </main>
    );
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
          autoComplete={passkey.supported ? "username webauthn" : "username"}
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
          <Trans>Remember account</Trans>
        </label>
        <CaptchaField
          required={needCaptcha}
          // The step-up is the platform's own slider, whatever captcha the tenant shows.
          mode={site?.appIsVerification ? site.appVerifyMode : undefined}
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
        {passkey.supported ? (
          <PasskeySignInButton pending={passkey.pending} onStart={() => void passkey.start()} />
        ) : null}
      </form>
      <ForgotPassword onPasskey={passkey.supported ? () => void passkey.start() : undefined} />
      <p className="auth__switch">
        <Trans>No account yet?</Trans>{" "}
        <Link to="/{-$locale}/register" params={{ locale }} search={{ redirect, ref: refCode }}>
          <Trans>Register</Trans>
        </Link>
      </p>
    </main>
  );
}

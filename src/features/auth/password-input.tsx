import { useId, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { EyeIcon, EyeOffIcon } from "../../components/icons";

export function PasswordInput({
  label,
  value,
  onChange,
  autoComplete,
  name,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  autoComplete: "current-password" | "new-password";
  name: string;
  error?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <div className="auth-field__row">
        <input
          id={id}
          name={name}
          type={shown ? "text" : "password"}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="auth-field__toggle"
          aria-pressed={shown}
          aria-label={shown ? t`Hide password` : t`Show password`}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="auth-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

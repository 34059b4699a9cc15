// The one form kit of the app: every input a player fills in (auth, member, wallet, letters,
// responsible gaming) is a Field, a PasswordField or a SelectField, so each has the same label,
// hint and error wiring for assistive technology, and the same ≥ 44 px targets.
import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { PASSWORD_MAX_UNITS } from "../../api/contract/rules";
import { formatPlatformDay } from "../../api/contract/platform-time";
import { EyeIcon, EyeOffIcon } from "../icons";
import "./form.css";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "id">;

/**
 * A labelled input with its error and hint tied to it for assistive technology; the error is
 * announced when it appears.
 */
export function Field({
  label,
  error,
  hint,
  onValue,
  after,
  ...input
}: {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  onValue: (v: string) => void;
  /** A control beside the input (e.g. "max"). */
  after?: ReactNode;
} & InputProps) {
  const id = useId();
  const described = [error ? `${id}-e` : "", hint ? `${id}-h` : ""].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field__row">
        <input
          id={id}
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(e) => onValue(e.target.value)}
        />
        {after}
      </div>
      {hint ? (
        <p id={`${id}-h`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-e`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A day (YYYY-MM-DD) shown in the page's locale's one date format, not the browser's: the native
 * date input lies invisible over the shown date, so a tap or click still opens the device's own
 * picker and typing still works, while what a person reads matches every other date of the app.
 */
export function DateField({
  label,
  value,
  onValue,
  min,
  max,
}: {
  label: ReactNode;
  value: string;
  onValue: (v: string) => void;
  min?: string;
  max?: string;
}) {
  const id = useId();
  const { i18n } = useLingui();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field__row date-field">
        <span className="date-field__shown" aria-hidden="true">
          {value ? formatPlatformDay(value, i18n.locale) : ""}
        </span>
        <input
          id={id}
          type="date"
          className="date-field__input"
          value={value}
          min={min}
          max={max}
          onChange={(e) => onValue(e.target.value)}
          onClick={(e) => {
            try {
              e.currentTarget.showPicker();
            } catch {
              // Not allowed here (no user gesture, or unsupported): the input still takes typing.
            }
          }}
        />
      </div>
    </div>
  );
}

/**
 * A password (or other secret) input with a show / hide control. `autoComplete` is required so
 * password managers know whether to fill the current password, offer a new one, or (a withdrawal
 * PIN) stay away. It takes the longest password the contract allows (PASSWORD_MAX_UNITS) unless
 * told otherwise.
 */
export function PasswordField({
  autoComplete,
  maxLength = PASSWORD_MAX_UNITS,
  ...field
}: Omit<Parameters<typeof Field>[0], "type" | "after" | "autoComplete"> & {
  autoComplete: "current-password" | "new-password" | "off";
}) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...field}
      type={shown ? "text" : "password"}
      autoComplete={autoComplete}
      maxLength={maxLength}
      autoCapitalize="none"
      spellCheck={false}
      after={
        <button
          type="button"
          className="field__toggle"
          aria-pressed={shown}
          aria-label={shown ? t`Hide password` : t`Show password`}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}

export function SelectField<V extends string>({
  label,
  value,
  onValue,
  options,
}: {
  label: ReactNode;
  value: V;
  onValue: (v: V) => void;
  options: readonly { value: V; label: string }[];
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="select"
        value={value}
        onChange={(e) => onValue(e.target.value as V)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The platform's refusal of a submitted form (already localized), announced where it happened. */
export function FormRefusal({ message }: { message: string | null }) {
  return message ? (
    <p className="error" role="alert">
      {message}
    </p>
  ) : null;
}

/** The form's main button: full width, low on the screen, disabled while it works. */
export function SubmitButton({
  pending,
  disabled,
  children,
  label,
}: {
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
  /** Accessible name when it differs from the text. */
  label?: string;
}) {
  return (
    <button
      type="submit"
      className="btn btn--primary btn--block"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      aria-label={label}
    >
      {children}
    </button>
  );
}

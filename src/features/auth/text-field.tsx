import { useId, type InputHTMLAttributes } from "react";

export function TextField({
  label,
  error,
  onValue,
  ...input
}: {
  label: string;
  error?: string;
  onValue: (v: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "id">) {
  const id = useId();
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onValue(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="auth-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// The form kit: fields with their label, hint and error, the password variant, the submit button,
// the platform's refusal, and submitting without double submits (money with its Idempotency-Key).
export { DateField, Field, FormRefusal, PasswordField, SelectField, SubmitButton } from "./field";
export { useGuardedSubmit } from "./use-submit";
export { codeInputProps } from "./code-input";

// The input of a 6-digit code (the authenticator's one-time code, the withdrawal password): the
// contract's CODE_LENGTH and CODE_PATTERN, so every such field takes what the platform takes.
import { CODE_LENGTH, CODE_PATTERN } from "../../api/contract/rules";

export const codeInputProps = {
  inputMode: "numeric",
  maxLength: CODE_LENGTH,
  pattern: CODE_PATTERN,
} as const;

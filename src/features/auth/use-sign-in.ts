// What login and register do once the platform accepts (docs/product.md §4): store token, uid and balance,
// load user info through the shell's session, then continue to where the visitor was going.
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useStore } from "jotai";
import type { LoginResult } from "../../api/contract/auth";
import { balanceQueryOptions } from "../../api/endpoints/wallet";
import { completeSignIn, isSafeRedirect } from "../session";
import { localePath, useChatEnabled, useLocaleParam } from "../shell";

export function useCompleteSignIn() {
  const store = useStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const chatEnabled = useChatEnabled();
  const locale = useLocaleParam();

  /** `beforeLeaving` runs signed in, before the screen is left (the passkey offer). */
  return async (
    result: LoginResult,
    redirect: string | undefined,
    beforeLeaving?: () => Promise<void>,
  ) => {
    queryClient.setQueryData(balanceQueryOptions().queryKey, result.balance);
    await completeSignIn(store, result, chatEnabled);
    await beforeLeaving?.();
    const target = redirect && isSafeRedirect(redirect) ? redirect : localePath(locale, "/");
    await navigate({ href: target, replace: true });
  };
}

/** `error` strings of auth refusals (src/api/contract/auth.ts AuthError; zod-free copy). */
export const AuthRefusal = {
  TwoFactorRequired: "two-factor-required",
  TwoFactorInvalid: "two-factor-invalid",
  CaptchaRequired: "captcha-required",
} as const;

// docs/product.md §7 "Authentication": login, register, logout, the member's own info, and the slider
// captcha (mode 0) that login and register may require. The 402 token refresh is done by the
// client itself (client.ts), never by a feature.
import { queryOptions } from "@tanstack/react-query";
import { apiRequest, LOGIN_PATH, LOGOUT_PATH } from "../client";
import type { UserInfo } from "../contract/account";
import type { LoginBody, LoginResult, LogoutResult, RegisterBody } from "../contract/auth";
import type { SliderCaptcha, SliderVerifyBody, SliderVerifyResult } from "../contract/common";
import { queryKeys } from "../query-keys";

/** Sent without a token (docs/product.md §6). A refusal here never triggers the 401 log-out flow. */
export function login(body: LoginBody) {
  return apiRequest<LoginResult>("POST", LOGIN_PATH, { body });
}

/** The platform's own spelling of the path ("Rigster"). Logs the new member in. */
export function register(body: RegisterBody) {
  return apiRequest<LoginResult>("POST", "/api/vipuser/Rigster", { body });
}

/**
 * Revokes `token` on the platform: a background call (shows nothing, and a 401/402 never starts
 * the log-out flow — logging out must work even when the token is already dead), sent with the
 * token of the session just ended, kept alive if the page goes meanwhile.
 */
export function logout(token: string) {
  return apiRequest<LogoutResult>("POST", LOGOUT_PATH, {
    background: true,
    token,
    keepalive: true,
  });
}

/** The member's info; the v3 path is used when the tenant has chat enabled (docs/product.md §7). */
export function getUserInfo(chatEnabled: boolean, signal?: AbortSignal) {
  const path = chatEnabled ? "/api/v3/vip-user/user-by-uid" : "/api/VipUser/GetUserByUid";
  return apiRequest<UserInfo>("GET", path, { signal });
}
export const userInfoQueryOptions = (chatEnabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.member.userInfo(chatEnabled),
    queryFn: ({ signal }) => getUserInfo(chatEnabled, signal),
  });

/** A new slider puzzle; each one can be verified once, so it is never cached. */
export function getSliderCaptcha(signal?: AbortSignal) {
  return apiRequest<SliderCaptcha>("GET", "/api/v3/common/slider-captcha", { signal });
}
export const sliderCaptchaQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.common.sliderCaptcha(),
    queryFn: ({ signal }) => getSliderCaptcha(signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export function verifySliderCaptcha(body: SliderVerifyBody) {
  return apiRequest<SliderVerifyResult>("POST", "/api/v3/common/slider-captcha/verify", { body });
}

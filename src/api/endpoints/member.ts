// docs/product.md §7 "Member", account part: profile binding, passwords, TOTP two-factor, avatar, nickname
// and entering a game. The money calls of the same group live in wallet.ts, bank.ts and rebate.ts.
// Every mutation here answers the updated state, so callers invalidate `queryKeys.member.user()`.
import { queryOptions } from "@tanstack/react-query";
import { apiRequest, type MoneyMutationOptions } from "../client";
import type {
  AuthenticatorCodeParams,
  BindVipInfoBody,
  ChangePwdMoneyBody,
  ChangeUserPwdBody,
  QrUriResult,
  UserAvatarBody,
  UserInfo,
  UserNickNameBody,
} from "../contract/account";
import type { GameUrlBody, GameUrlResult } from "../contract/game-url";
import type { ReauthProof } from "../contract/reauth";
import { queryKeys } from "../query-keys";

/** Sets the real name (once), phone or email; answers the updated info. */
export function bindVipInfo(body: BindVipInfoBody) {
  return apiRequest<UserInfo>("POST", "/api/VipUser/BindVipInfo", { body });
}

export function changeUserPassword(body: ChangeUserPwdBody) {
  return apiRequest<true>("POST", "/api/VipUser/v2/ChangeUserPwd", { body });
}

/** Sets or changes the withdrawal password (the login password stands in when none is set). */
export function changeWithdrawalPassword(body: ChangePwdMoneyBody) {
  return apiRequest<true>("POST", "/api/VipUser/v2/ChangePwdMoney", { body });
}

/**
 * A new pending TOTP secret. Each call replaces the previous one, so the query is never refetched
 * behind the player's back (a QR code already scanned would stop matching) and never kept.
 */
export function generateQrUri(signal?: AbortSignal) {
  return apiRequest<QrUriResult>("GET", "/api/VipUser/GenerateQrUri", { signal });
}
export const qrUriQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.member.qrUri(),
    queryFn: ({ signal }) => generateQrUri(signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });

/**
 * Turns two-factor on with a current code of the pending secret; the login password
 * re-authenticates the member. Both in the body: a URL reaches logs, and the platform refuses a
 * code there.
 */
/** Turns 2FA on with the new code, confirmed by the login password or a passkey. */
export function enableAuthenticator(params: AuthenticatorCodeParams, proof: ReauthProof) {
  return apiRequest<true>("POST", "/api/VipUser/EnableAuthenticator", {
    body: { ...params, ...proof },
  });
}

export function disableAuthenticator(params: AuthenticatorCodeParams) {
  return apiRequest<true>("POST", "/api/VipUser/DisableAuthenticator", { body: params });
}

export function setUserAvatar(body: UserAvatarBody) {
  return apiRequest<UserInfo>("PUT", "/api/v3/vip-user/user-avatar", { body });
}

export function setUserNickname(body: UserNickNameBody) {
  return apiRequest<UserInfo>("PUT", "/api/v3/vip-user/user-nick-name", { body });
}

/**
 * The URL of a game (an encrypted response, decrypted by the client). A one-time ticket, so it is
 * a mutation, never cached.
 */
export function getGameUrl(body: GameUrlBody, opts: Partial<MoneyMutationOptions> = {}) {
  // The launch shows the loading overlay until the game's URL is known (docs/product.md §2). With
  // the transfer-free wallet on, the launch moves money: the caller then sends an Idempotency-Key.
  return apiRequest<GameUrlResult>("POST", "/api/VipUser/GetGameUrlV2", {
    body,
    overlay: true,
    ...(opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : {}),
  });
}

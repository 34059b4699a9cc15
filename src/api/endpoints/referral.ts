// The member's referral code and the sign-ups made with it (docs/referrals.md). The device id goes
// along: a sign-up from a device the member shares their code from earns no credit.
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../client";
import type { ReferralState } from "../contract/referral";
import { deviceId } from "../device-id";
import { queryKeys } from "../query-keys";

export function getReferral(signal?: AbortSignal) {
  return apiRequest<ReferralState>("GET", "/api/VipUser/GetReferral", {
    query: { deviceId: deviceId() },
    signal,
  });
}

export const referralQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.member.referral(),
    queryFn: ({ signal }) => getReferral(signal),
  });

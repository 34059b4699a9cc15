// Promote and earn: the member's referral code and link (docs/referrals.md).
export { ReferralScreen } from "./referral-screen";

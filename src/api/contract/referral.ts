// Contract of the referral page (docs/referrals.md): GET /api/VipUser/GetReferral.

/** The member's referral code and what it brought. */
export interface ReferralState {
  /** The member's own code (REFERRAL_CODE_RE); the link is the app's register page with `?ref=`. */
  code: string;
  /** Sign-ups with the code by someone else: no real name, payout card or device in common. */
  signUps: number;
  /** Sign-ups with the code that share a real name, payout card or device with the member. */
  notCounted: number;
}

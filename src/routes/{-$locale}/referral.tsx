import { createFileRoute } from "@tanstack/react-router";
import { ReferralScreen } from "../../features/referral";

// Promote and earn (docs/referrals.md): public, so a visitor is asked to log in on the page itself.
export const Route = createFileRoute("/{-$locale}/referral")({
  staticData: { anonymous: true },
  component: ReferralScreen,
});

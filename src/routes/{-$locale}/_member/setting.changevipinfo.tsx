import { createFileRoute } from "@tanstack/react-router";
import { ProfileScreen } from "../../../features/account";

export const Route = createFileRoute("/{-$locale}/_member/setting/changevipinfo")({
  staticData: { hideFooter: true },
  component: ProfileScreen,
});

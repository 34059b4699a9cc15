import { createFileRoute } from "@tanstack/react-router";
import { MemberSettingsScreen } from "../../../features/member-centre";

export const Route = createFileRoute("/{-$locale}/_member/member/setting")({
  staticData: { hideFooter: true },
  component: MemberSettingsScreen,
});

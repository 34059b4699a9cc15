import { createFileRoute } from "@tanstack/react-router";
import { userIconsQueryOptions } from "../../../api/endpoints/activity-common";
import { loadMemberInfo, ProfileScreen } from "../../../features/account";
import { preloadQuery } from "../../../features/shell";

export const Route = createFileRoute("/{-$locale}/_member/setting/changevipinfo")({
  staticData: { hideFooter: true },
  loader: ({ context: { queryClient } }) =>
    Promise.all([loadMemberInfo(queryClient), preloadQuery(queryClient, userIconsQueryOptions())]),
  component: ProfileScreen,
});

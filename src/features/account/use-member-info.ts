// The member's info as the platform has it now (password set? 2FA on?), mirrored into the
// session atoms so the drawer's name and avatar follow changes at once.
import { useEffect } from "react";
import { useSetAtom } from "jotai";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { userInfoQueryOptions } from "../../api/endpoints/auth";
import { queryKeys } from "../../api/query-keys";
import { setUserInfoAtom } from "../session";
import { loadQuery, siteConfigQueryOptions, siteConfigReady, useChatEnabled } from "../shell";

export function useMemberInfo() {
  const chatEnabled = useChatEnabled();
  const setUserInfo = useSetAtom(setUserInfoAtom);
  const query = useQuery(userInfoQueryOptions(chatEnabled));
  const data = query.data;
  useEffect(() => {
    if (data) setUserInfo(data);
  }, [data, setUserInfo]);
  return query;
}

/** A route loader's read of the member's info (its path depends on the site config's chat flag). */
export async function loadMemberInfo(queryClient: QueryClient): Promise<void> {
  await siteConfigReady(queryClient);
  const site = queryClient.getQueryData(siteConfigQueryOptions().queryKey);
  await loadQuery(queryClient, userInfoQueryOptions(site?.imGlobalSetting.isEnabled === true));
}

/** After a change to the member's info or security: read it again everywhere. */
export function useRefreshMemberInfo() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.member.user() });
}

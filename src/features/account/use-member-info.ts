// The member's info as the platform has it now (password set? 2FA on?), mirrored into the
// session atoms so the drawer's name and avatar follow changes at once.
import { useEffect } from "react";
import { useSetAtom } from "jotai";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { userInfoQueryOptions } from "../../api/endpoints/auth";
import { queryKeys } from "../../api/query-keys";
import { setUserInfoAtom } from "../session";
import { useChatEnabled } from "../shell";

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

/** After a change to the member's info or security: read it again everywhere. */
export function useRefreshMemberInfo() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.member.user() });
}

// Logout (spec §4), from the drawer and the member centre alike: leave member screens for home,
// clear the session and member data (the session feature's logout runs clearMemberData), and
// re-initialise the chat guest.
import { useStore } from "jotai";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { reinitChatGuest } from "../chat";
import { logout } from "../session";
import { useLocaleParam } from "./locale-link";

export function useLogout() {
  const store = useStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  return async () => {
    // Leave member screens for home and end the session while home loads (member queries stop
    // once the token is gone: src/app/configure-api.ts).
    const leaving = navigate({ to: "/{-$locale}", params: { locale } });
    await logout(store, queryClient);
    reinitChatGuest();
    await leaving;
  };
}

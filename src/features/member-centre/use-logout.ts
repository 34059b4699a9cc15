// Logout from the centre (spec §4): leave member screens, clear the session and member data
// (the session feature's logout runs clearMemberData), and switch chat back to the guest.
import { useStore } from "jotai";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { reinitChatGuest } from "../chat";
import { logout } from "../session";
import { useLocaleParam } from "../shell";

export function useLogout() {
  const store = useStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  return async () => {
    // Leave the member screens while the session ends (their queries stop once the token is gone).
    const leaving = navigate({ to: "/{-$locale}", params: { locale } });
    await logout(store, queryClient);
    reinitChatGuest();
    await leaving;
  };
}

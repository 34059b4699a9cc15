// Logout (docs/product.md §4), from the drawer and the member centre alike: leave member screens for home and
// clear the session and member data (the session feature's logout runs clearMemberData). The chat
// guest is re-initialised by <ChatBootstrap />, which follows the session (one owner: a second,
// explicit re-init here opened a second guest connection after the bootstrap's).
import { useStore } from "jotai";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
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
    await leaving;
  };
}

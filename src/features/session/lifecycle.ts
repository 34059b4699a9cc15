// Sign-in, user-info loading and logout (docs/product.md §4). Screens call these; the store passed in is
// the one of router context so guards see the result at once (no waiting for React to settle).
import type { QueryClient } from "@tanstack/react-query";
import { getUserInfo, logout as revokeToken } from "../../api/endpoints/auth";
import { preventSilentSignIn } from "../../lib/password-manager";
import { queryKeys } from "../../api/query-keys";
import { clearMemberData } from "../pwa";
import { clearSessionAtom, setUserInfoAtom, signInAtom, tokenAtom } from "./atoms";
import type { LoginResult, UserInfo } from "./types";
import type { createStore } from "jotai";

type Store = ReturnType<typeof createStore>;

/** Loads user info for the stored token; logged-in state follows from it. */
export async function loadUserInfo(store: Store, chatEnabled: boolean): Promise<UserInfo | null> {
  if (!store.get(tokenAtom)) return null;
  const info = await getUserInfo(chatEnabled);
  // A logout while the request was in flight wins.
  if (!store.get(tokenAtom)) return null;
  store.set(setUserInfoAtom, info);
  return info;
}

/** After Login/Rigster: store token and uid, then load user info (docs/product.md §4). */
export async function completeSignIn(
  store: Store,
  result: Pick<LoginResult, "id" | "token">,
  chatEnabled: boolean,
): Promise<UserInfo | null> {
  store.set(signInAtom, result);
  return loadUserInfo(store, chatEnabled);
}

/**
 * Ends the session locally: session atoms and member data (docs/product.md §10), and the chat queries
 * (the member's conversations must not stay in memory for whoever uses the device next).
 */
export async function endSession(store: Store, queryClient: QueryClient): Promise<void> {
  store.set(clearSessionAtom);
  await queryClient.cancelQueries({ queryKey: queryKeys.chat.all });
  queryClient.removeQueries({ queryKey: queryKeys.chat.all });
  await clearMemberData(queryClient);
}

/** Logout: end the session, then revoke the token on the platform (best effort). */
export async function logout(store: Store, queryClient: QueryClient): Promise<void> {
  const token = store.get(tokenAtom);
  await endSession(store, queryClient);
  // The next person on this device chooses a saved login themselves, if the browser offers one.
  await preventSilentSignIn();
  // Through the API client as a background call: its refusal raises no 401 flow after logout.
  if (token) await revokeToken(token).catch(() => undefined);
}

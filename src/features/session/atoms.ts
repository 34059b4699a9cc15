// Session state (docs/product.md §3/§4). Only client facts live here: the token and who is logged in.
// Server data (balances, letters, site config) stays in TanStack Query.
import { atom } from "jotai";
import { isPreviewMode } from "../preview";
import { persistedAtom } from "./persisted";
import type { UserInfo } from "./types";

/** Where the token is kept (STORAGE_PREFIX + this): other tabs see its changes as storage events. */
export const TOKEN_KEY = "token";
export const tokenAtom = persistedAtom<string | null>(TOKEN_KEY, null);
export const uidAtom = persistedAtom<number | null>("uid", null);
export const userInfoAtom = persistedAtom<UserInfo | null>("userInfo", null);
export const nicknameAtom = persistedAtom<string>("nickname", "");
export const avatarAtom = persistedAtom<string>("avatar", "");
/**
 * A member who has just registered and has not seen money arrive yet: home invites the first
 * deposit instead of showing a bare 0.00. Here, not in a module of its own: register and home
 * are separate chunks, and a module only they share would be one more file for each to load.
 */
export const newAccountAtom = persistedAtom<boolean>("newAccount", false);

/**
 * Logged in exactly when user info is non-empty (docs/product.md §4). Never in preview mode: an operator's
 * preview shows the visitor's view and makes no member call, whoever is logged in on the device.
 */
export const isLoggedInAtom = atom((get) => {
  const info = get(userInfoAtom);
  return info !== null && Object.keys(info).length > 0 && !isPreviewMode();
});

/** Stores what login/register answered; user info is loaded right after (docs/product.md §4). */
export const signInAtom = atom(null, (_get, set, result: { id: number; token: string }) => {
  set(tokenAtom, result.token);
  set(uidAtom, result.id);
});

/** Stores loaded user info and mirrors nickname/avatar the way the platform persists them. */
export const setUserInfoAtom = atom(null, (_get, set, info: UserInfo) => {
  set(userInfoAtom, info);
  set(nicknameAtom, info.nickname);
  set(avatarAtom, info.fullAvata);
});

/** Logout clears uid, token, user info, nickname, avatar and the new-account mark (docs/product.md §4). */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(tokenAtom, null);
  set(uidAtom, null);
  set(userInfoAtom, null);
  set(nicknameAtom, "");
  set(avatarAtom, "");
  set(newAccountAtom, false);
});

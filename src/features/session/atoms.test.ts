import { afterEach, describe, expect, it, vi } from "vitest";
import { createStore } from "jotai";
import {
  avatarAtom,
  clearSessionAtom,
  isLoggedInAtom,
  nicknameAtom,
  setUserInfoAtom,
  signInAtom,
  tokenAtom,
  uidAtom,
  userInfoAtom,
} from "./atoms";
import type { UserInfo } from "./types";

const info: UserInfo = {
  id: 7,
  userName: "demo",
  realName: "",
  nickname: "Lucky",
  avatar: "a1",
  fullAvata: "/avatars/a1.png",
  twoFactorEnabled: false,
  hasWithdrawalPassword: false,
  phone: "",
  email: "",
  createdAt: "2026-01-01T00:00:00Z",
};

afterEach(() => localStorage.clear());

describe("session atoms", () => {
  it("is logged in exactly when user info is non-empty", () => {
    const store = createStore();
    expect(store.get(isLoggedInAtom)).toBe(false);
    store.set(signInAtom, { id: 7, token: "t" });
    // A token alone is not "logged in" (docs/product.md §4): user info decides.
    expect(store.get(isLoggedInAtom)).toBe(false);
    store.set(userInfoAtom, {} as UserInfo);
    expect(store.get(isLoggedInAtom)).toBe(false);
    store.set(setUserInfoAtom, info);
    expect(store.get(isLoggedInAtom)).toBe(true);
  });

  it("persists token, uid and user info and reads them back on the next page load", async () => {
    const first = createStore();
    first.set(signInAtom, { id: 7, token: "tok" });
    first.set(setUserInfoAtom, info);
    expect(JSON.parse(localStorage.getItem("playfront.token")!)).toBe("tok");
    // Persisted atoms read storage when their module loads: a fresh module graph is a new page.
    vi.resetModules();
    const next = await import("./atoms");
    const second = createStore();
    expect(second.get(next.tokenAtom)).toBe("tok");
    expect(second.get(next.uidAtom)).toBe(7);
    expect(second.get(next.nicknameAtom)).toBe("Lucky");
    expect(second.get(next.avatarAtom)).toBe("/avatars/a1.png");
    expect(second.get(next.isLoggedInAtom)).toBe(true);
  });

  it("logout clears uid, token, user info, nickname and avatar", () => {
    const store = createStore();
    store.set(signInAtom, { id: 7, token: "tok" });
    store.set(setUserInfoAtom, info);
    store.set(clearSessionAtom);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(uidAtom)).toBeNull();
    expect(store.get(userInfoAtom)).toBeNull();
    expect(store.get(nicknameAtom)).toBe("");
    expect(store.get(avatarAtom)).toBe("");
    expect(localStorage.getItem("playfront.token")).toBe("null");
  });
});

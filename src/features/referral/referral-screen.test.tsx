// "Promote and earn": a member sees their code and the register link that carries it (copy, and
// share where the browser has it), and the count; a visitor is asked to log in. The link opens
// the register page with the code filled in, and the code survives a detour through login.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { createMemoryHistory } from "@tanstack/react-router";
import { createStore } from "jotai";
import { referralQueryOptions } from "../../api/endpoints/referral";
import { createAppQueryClient } from "../../app/query-client";
import { createAppRouter } from "../../app/router";
import { AppProviders, testSiteConfig } from "../../app/test-providers";
import { setUserInfoAtom, signInAtom, type UserInfo } from "../session";
import { siteConfigQueryOptions } from "../shell";

beforeEach(() => {
  // A member's session is kept in storage: each test starts signed out.
  localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { share?: unknown }).share;
});

/** The Web Share API as a browser has it, or not at all (jsdom has none). */
const withShare = (share: Navigator["share"]) =>
  Object.defineProperty(navigator, "share", { value: share, configurable: true });

async function open(path: string, member: boolean) {
  const store = createStore();
  if (member) {
    store.set(signInAtom, { id: 1, token: "tok" });
    store.set(setUserInfoAtom, { userName: "demo", nickname: "", fullAvata: "" } as UserInfo);
  }
  const queryClient = createAppQueryClient();
  queryClient.setQueryData(siteConfigQueryOptions().queryKey, testSiteConfig);
  queryClient.setQueryData(referralQueryOptions().queryKey, {
    code: "K7QX2M9P",
    signUps: 3,
    notCounted: 1,
  });
  const router = createAppRouter(
    { store, queryClient },
    createMemoryHistory({ initialEntries: [path] }),
  );
  await router.load();
  render(<AppProviders store={store} queryClient={queryClient} router={router} />);
  return router;
}

describe("the referral page", () => {
  it("shows a member's code, link and count, with share where the browser has it", async () => {
    const share = vi.fn(() => Promise.resolve());
    withShare(share);
    await open("/th/referral", true);
    await screen.findByText("K7QX2M9P");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("ชวนเพื่อน");
    const link = `${window.location.origin}/th/register?ref=K7QX2M9P`;
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "ลิงก์เชิญของคุณ" }).value).toBe(link);
    const copyCode = screen.getByRole("button", { name: "คัดลอก" });
    expect(copyCode.getAttribute("aria-describedby")).toBe("referral-code-value");
    expect(screen.getByRole("button", { name: "คัดลอกลิงก์" })).toBeTruthy();
    screen.getByRole("button", { name: "แชร์" }).click();
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: link }));
    expect(screen.getByText("เพื่อนที่สมัครแล้ว: 3")).toBeTruthy();
    expect(screen.getByText(/: 1$/)).toBeTruthy();
  });

  it("offers no share button where the Web Share API is missing", async () => {
    await open("/en/referral", true);
    await screen.findByText("K7QX2M9P");
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
    expect(screen.getByRole("button", { name: "Copy the link" })).toBeTruthy();
  });

  it("asks a visitor to log in, and comes back here after", async () => {
    await open("/en/referral", false);
    const login = await screen.findByRole("link", { name: "Log in" });
    expect(login.getAttribute("href")).toBe("/en/login?redirect=%2Fen%2Freferral");
    expect(screen.queryByText("K7QX2M9P")).toBeNull();
  });
});

describe("a ?ref= link", () => {
  it("fills the register form's invitation code and keeps it through the login page", async () => {
    const router = await open("/vi/register?ref=K7QX2M9P", false);
    const field = await screen.findByLabelText<HTMLInputElement>("Mã mời (không bắt buộc)");
    expect(field.value).toBe("K7QX2M9P");
    const toLogin = within(screen.getByRole("main")).getByRole("link", { name: "Đăng nhập" });
    expect(toLogin.getAttribute("href")).toContain("ref=K7QX2M9P");
    await router.navigate({ href: toLogin.getAttribute("href")! });
    const back = await screen.findByRole("link", { name: "Đăng ký" });
    expect(back.getAttribute("href")).toContain("ref=K7QX2M9P");
  });
});

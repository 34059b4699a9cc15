// Passkeys in real Chromium with its virtual authenticator (CDP WebAuthn, internal transport,
// user verification): add after the password proof, rename, confirm a payout card with it, sign
// in with it after logout, remove it and see it refused; on two tenants and in two languages.
// Where the browser has no passkeys the screens say so and the password login still works.
import { expect, test } from "@playwright/test";
import { totpCodes } from "./helpers/totp";
import { virtualAuthenticator } from "./helpers/webauthn";
import { call, freshMember } from "./member-helpers";

const PORT = Number(process.env.E2E_PORT ?? 4173);

/** The screens' words of each journey's language. */
const WORDS = {
  en: {
    loginPassword: "Login password",
    add: "Add a passkey",
    name: "Passkey name",
    rename: "Rename",
    saveName: "Save name",
    remove: "Remove",
    signIn: "Sign in with a passkey",
    bankName: "Bank name",
    holder: "Account holder",
    number: "Account number",
    bind: "Bind card",
    confirmPasskey: "Confirm with a passkey instead",
    confirmed: "Your passkey will confirm this change when you send it.",
    none: "You have no passkeys yet.",
    refused: "The passkey could not be checked, try again",
    menu: "Menu",
    logOut: "Log out",
    balance: "Balance",
  },
  th: {
    loginPassword: "รหัสผ่านเข้าสู่ระบบ",
    add: "เพิ่มพาสคีย์",
    name: "ชื่อพาสคีย์",
    rename: "เปลี่ยนชื่อ",
    saveName: "บันทึกชื่อ",
    remove: "ลบ",
    signIn: "เข้าสู่ระบบด้วยพาสคีย์",
    bankName: "ชื่อธนาคาร",
    holder: "ชื่อเจ้าของบัญชี",
    number: "เลขบัญชี",
    bind: "ผูกบัญชี",
    confirmPasskey: "ยืนยันด้วยพาสคีย์แทน",
    confirmed: "พาสคีย์ของคุณจะยืนยันการเปลี่ยนแปลงนี้เมื่อคุณส่ง",
    none: "คุณยังไม่มีพาสคีย์",
    refused: "ไม่สามารถตรวจสอบพาสคีย์ได้ โปรดลองอีกครั้ง",
    menu: "เมนู",
    logOut: "ออกจากระบบ",
    balance: "ยอดเงิน",
  },
} as const;

const JOURNEYS = [
  { tenant: "classic", locale: "en" },
  { tenant: "elec", locale: "th" },
] as const;

for (const { tenant, locale } of JOURNEYS) {
  test(`passkey journey on ${tenant} in ${locale}: add, rename, prove, sign in, remove`, async ({
    page,
  }) => {
    const w = WORDS[locale];
    const auth = await virtualAuthenticator(page);
    const m = await freshMember(page, `http://${tenant}.localhost:${PORT}`, locale);

    // Add, after the login password (the same proof as any sensitive change).
    await page.goto(`${m.origin}/${locale}/member/setting#passkeys`);
    await page.getByLabel(w.name).fill("Pixel");
    await page.getByRole("button", { name: w.add }).click();
    // Without the proof the form asks for it; nothing is created.
    await expect(page.locator("#passkeys").getByLabel(w.loginPassword)).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(await auth.credentials()).toHaveLength(0);
    await page.locator("#passkeys").getByLabel(w.loginPassword).fill(m.passWord);
    await page.getByRole("button", { name: w.add }).click();
    const item = page.getByRole("listitem").filter({ hasText: "Pixel" });
    await expect(item).toBeVisible();
    const made = await auth.credentials();
    expect(made).toHaveLength(1);
    // The relying party is the tenant's host.
    expect(made[0]!.rpId).toBe(`${tenant}.localhost`);

    // Rename.
    await item.getByRole("button", { name: w.rename }).click();
    await item.getByLabel(w.name).fill("Work phone");
    await item.getByRole("button", { name: w.saveName }).click();
    const renamed = page.getByRole("listitem").filter({ hasText: "Work phone" });
    await expect(renamed).toBeVisible();

    // The passkey confirms a payout card in place of the password.
    await page.goto(`${m.origin}/${locale}/member/bankcards/bindbank`);
    await page.getByLabel(w.bankName).fill("ICBC");
    await page.getByLabel(w.holder).fill("Li Lei");
    await page.getByLabel(w.number).fill("6222 0212 3456 7890");
    await page.getByRole("button", { name: w.confirmPasskey }).click();
    await expect(page.getByText(w.confirmed)).toBeVisible();
    await page.getByRole("button", { name: w.bind }).click();
    await expect(page).toHaveURL(/\/member\/bankcards$/);
    await expect(page.getByText("ICBC · ")).toBeVisible();

    // Log out, then sign in with the passkey: in English from "Forgot password?" (a passkey is
    // the way in without the password), in Thai with the login screen's own button.
    await page.getByRole("button", { name: w.menu }).first().click();
    await page.getByRole("dialog").getByRole("button", { name: w.logOut }).click();
    // Logged out: the balance goes (a visitor's home has the menu too).
    await expect(page.getByRole("status", { name: w.balance })).toHaveCount(0);
    await page.evaluate(() => sessionStorage.setItem("e2e-no-autofill", "1"));
    await page.goto(`${m.origin}/${locale}/login`);
    if (locale === "en") {
      await page.getByRole("button", { name: "Forgot password?" }).click();
      await page
        .getByRole("dialog", { name: "Forgot password?" })
        .getByRole("button", { name: w.signIn })
        .click();
    } else {
      await page.getByRole("button", { name: w.signIn }).click();
    }
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByRole("status", { name: w.balance }).first()).toBeVisible();

    // The list shows it was used; remove it.
    await page.goto(`${m.origin}/${locale}/member/setting#passkeys`);
    await expect(renamed).toBeVisible();
    await renamed.getByRole("button", { name: w.remove }).click();
    await expect(page.getByText(w.none)).toBeVisible();

    // The authenticator still holds it, but the platform no longer knows it: the username field's
    // autofill (conditional mediation) offers it, and the platform refuses it.
    await page.getByRole("button", { name: w.menu }).first().click();
    await page.getByRole("dialog").getByRole("button", { name: w.logOut }).click();
    await page.evaluate(() => sessionStorage.removeItem("e2e-no-autofill"));
    await page.goto(`${m.origin}/${locale}/login`);
    await expect(page.locator('input[name="username"]')).toHaveAttribute(
      "autocomplete",
      "username webauthn",
    );
    await expect(page.getByRole("alert")).toHaveText(w.refused);
    await expect(page).toHaveURL(/\/login/);
  });
}

test("after a password login the device is offered a passkey once; 'Not now' is remembered", async ({
  page,
}) => {
  await virtualAuthenticator(page);
  const m = await freshMember(page, `http://classic.localhost:${PORT}`);
  const logInWithPassword = async () => {
    await page.goto(`${m.origin}/en/login`);
    await page.getByLabel("Username").fill(m.userName);
    await page.getByLabel("Password", { exact: true }).fill(m.passWord);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
  };
  await page.evaluate(() => localStorage.clear());
  await logInWithPassword();
  await expect(page.getByRole("heading", { name: "Sign in faster next time" })).toBeVisible();
  await page.getByRole("button", { name: "Not now" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`${m.origin}/en/member/setting#passkeys`);
  await page.getByRole("button", { name: "Menu" }).first().click();
  await page.getByRole("dialog").getByRole("button", { name: "Log out" }).click();
  await logInWithPassword();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole("heading", { name: "Sign in faster next time" })).toHaveCount(0);
});

test("a browser without passkeys: the screens say so, the password login still works", async ({
  page,
}) => {
  await page.addInitScript(() => {
    // @ts-expect-error -- a browser that never had WebAuthn
    delete window.PublicKeyCredential;
  });
  const m = await freshMember(page, `http://elec.localhost:${PORT}`);
  await page.goto(`${m.origin}/en/member/setting#passkeys`);
  await expect(page.getByTestId("passkeys-unsupported")).toHaveText(
    /This browser cannot use passkeys/,
  );
  await expect(page.getByRole("button", { name: "Add a passkey" })).toHaveCount(0);
  await page.goto(`${m.origin}/en/member/bankcards/bindbank`);
  await expect(page.getByLabel("Login password")).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm with a passkey instead" })).toHaveCount(0);
  await page.getByRole("button", { name: "Menu" }).first().click();
  await page.getByRole("dialog").getByRole("button", { name: "Log out" }).click();
  await page.goto(`${m.origin}/en/login`);
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
  await expect(page.locator('input[name="username"]')).toHaveAttribute("autocomplete", "username");
  await page.getByLabel("Username").fill(m.userName);
  await page.getByLabel("Password", { exact: true }).fill(m.passWord);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
});

test("a passkey turns two-factor on in place of the password, and off in place of the code", async ({
  page,
}) => {
  await virtualAuthenticator(page);
  const m = await freshMember(page, `http://classic.localhost:${PORT}`);
  await page.goto(`${m.origin}/en/member/setting#passkeys`);
  await page.locator("#passkeys").getByLabel("Login password").fill(m.passWord);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("list", { name: "Your passkeys" }).getByRole("listitem")).toHaveCount(
    1,
  );
  await page.goto(`${m.origin}/en/setting/authenticator`);
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await page.getByLabel("Authenticator code").fill(await totpCodes(secret).next());
  await page.getByRole("button", { name: "Confirm with a passkey instead" }).click();
  await expect(
    page.getByText("Your passkey will confirm this change when you send it."),
  ).toBeVisible();
  await expect(page.getByLabel("Login password")).toHaveCount(0);
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Two-factor authentication is on.")).toBeVisible();
  await page.getByRole("button", { name: "Confirm with a passkey instead" }).click();
  await expect(page.getByRole("button", { name: "Turn on" })).toBeVisible();
  const me = await call<{ twoFactorEnabled: boolean }>(
    page.request,
    m,
    "GET",
    "/api/VipUser/GetUserByUid",
  );
  expect(me.result.twoFactorEnabled).toBe(false);
});

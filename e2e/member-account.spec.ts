// Member account e2e against the real reference platform: two-factor login and withdrawal,
// letters and their badges. (Every member screen's fit at 320 and 390 px, in every locale and
// tenant, is the route crawler's: e2e/crawler/crawl.spec.ts.)
import { totpCodes } from "./helpers/totp";
import { expect, test, type Locator } from "@playwright/test";
import { balance, call, freshMember, fund } from "./member-helpers";

test.setTimeout(60_000);

test("enable 2FA with a computed code, log in again and withdraw with it", async ({
  page,
  baseURL,
}) => {
  // Three codes (enable, login, withdraw) need three time steps: up to 30 s of waiting.
  test.slow();
  const m = await freshMember(page, baseURL!);
  await fund(page, m, "100");
  const pwd = await call(page.request, m, "POST", "/api/VipUser/v2/ChangePwdMoney", {
    oldPassWord: m.passWord,
    newPassWord: "246800",
    confirmPassWord: "246800",
  });
  expect(pwd.ok).toBe(true);
  const card = await call(page.request, m, "POST", "/api/VipUser/AddVipBankAccount", {
    typeName: "Bank",
    bankName: "BOC",
    accountName: "Han Meimei",
    // The member's own card: one bound to a second account puts both on review.
    accountNo: `621700${String(Math.random()).slice(2, 8)}2222`,
    setDefault: true,
    // Binding is re-authenticated in the same request.
    passWord: m.passWord,
  });
  expect(card.ok).toBe(true);

  await page.goto(`${m.origin}/en/setting/authenticator`);
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  const codes = totpCodes(secret);
  await expect(page.getByRole("img", { name: "Authenticator QR code" })).toHaveAttribute(
    "data-qr",
    /^otpauth:\/\/totp\//,
  );
  // The login password re-authenticates the change, in the same form.
  await page.getByLabel("Login password").fill(m.passWord);
  await page.getByLabel("Authenticator code").fill("000000");
  await page.getByRole("button", { name: "Turn on" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).click();
  await page.getByLabel("Authenticator code").fill(await codes.next());
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Two-factor authentication is on.")).toBeVisible();

  // Log out, then log in again through the login screen with a code.
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  // Logged out: home offers logging in (a visitor's home has the menu too).
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  await page.goto(`${m.origin}/en/login`);
  await page.getByLabel("Username").fill(m.userName);
  await page.getByLabel("Password", { exact: true }).fill(m.passWord);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByLabel("Authenticator code").fill(await codes.next());
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("status", { name: "Balance" }).first()).toHaveText("CN¥100.00");

  await page.goto(`${m.origin}/en/member/withdrawal`);
  await page.getByRole("textbox", { name: "Amount" }).fill("30");
  await page.getByLabel("Withdrawal password").fill("246800");
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expect(page.getByText("Enter the 6-digit code")).toBeVisible();
  await page.getByLabel("Authenticator code").fill(await codes.next());
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expect(page.getByText(/Withdrawal of CN¥30\.00 to .*2222 requested/)).toBeVisible();
  await expect(balance(page)).toHaveText("CN¥70.00");
});

test("letters read and delete update the badges in centre and drawer", async ({
  page,
  baseURL,
}) => {
  const m = await freshMember(page, baseURL!);
  await page.goto(`${m.origin}/en/member/notice`);
  await expect(page.getByText("No letters.")).toBeVisible();
  // Each letter to service gets an unread reply in the inbox.
  for (const subject of ["First question", "Second question"]) {
    await page.getByRole("button", { name: "Write to service" }).click();
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Message").fill("How long does a deposit take?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Letter sent").first()).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "First question" })).toBeVisible(); // outbox

  await page.goto(`${m.origin}/en/centre`);
  await expect(
    page.getByRole("link", { name: "Letters", exact: true }),
  ).toHaveAccessibleDescription("2 unread");
  await page.getByRole("button", { name: "Menu" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("status", { name: "Balance" })).toHaveText("CN¥0.00");
  for (const menu of ["Self rebate", "Promotions", "Online service", "QQ service"]) {
    await expect(drawer.getByRole("link", { name: menu })).toBeVisible();
  }
  await expect(drawer.getByRole("link", { name: /Letters/ }).getByTestId("badge")).toHaveText("2");
  // Every entry of the menus, the app's own and the operator's, shows its icon apart from its label.
  expect(await menuIconGaps(drawer.getByRole("navigation", { name: "Member menu" }))).toEqual([]);
  await drawer.getByRole("link", { name: /Letters/ }).click();

  // Read one: opening marks it read.
  const inbox = page.locator(".letters__item");
  await expect(inbox).toHaveCount(2);
  await inbox.first().getByRole("link").click();
  await expect(page.getByRole("button", { name: "Delete" })).toBeVisible();
  await page.goto(`${m.origin}/en/centre`);
  await expect(
    page.getByRole("link", { name: "Letters", exact: true }),
  ).toHaveAccessibleDescription("1 unread");

  // Delete the unread one with confirmation (bulk select).
  await page.goto(`${m.origin}/en/member/notice`);
  const unreadRow = page.locator(".letters__item--unread");
  await expect(unreadRow).toHaveCount(1);
  await unreadRow.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.locator(".letters__item")).toHaveCount(1);
  await page.goto(`${m.origin}/en/centre`);
  await expect(page.getByRole("link", { name: "Letters", exact: true })).toBeVisible();
  expect(await menuIconGaps(page.getByRole("navigation", { name: "Member menu" }))).toEqual([]);
  // Server-driven menu by menuCode: self rebate opens the rebate screen.
  await page
    .getByRole("navigation", { name: "Member menu" })
    .getByRole("link", { name: "Self rebate" })
    .click();
  await expect(page.getByRole("heading", { name: "Self-service rebate" })).toBeVisible();
  await page.goto(`${m.origin}/en/centre`);
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("dialog").getByTestId("badge")).toHaveCount(0);
});

test("nickname, avatar and member info changes show at once in the centre", async ({
  page,
  baseURL,
}) => {
  const m = await freshMember(page, baseURL!);
  await page.goto(`${m.origin}/en/setting/changevipinfo`);
  await page.getByLabel("Nickname").fill("Lucky <7>");
  await page.getByRole("button", { name: "Save nickname" }).click();
  await expect(page.getByText("1–20 characters, no < or >")).toBeVisible();
  await page.getByLabel("Nickname").fill("Lucky Seven");
  await page.getByRole("button", { name: "Save nickname" }).click();
  await expect(page.getByText("Nickname saved")).toBeVisible();
  await page.getByRole("button", { name: "Avatar 2" }).click();
  await expect(page.getByRole("button", { name: "Avatar 2" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByLabel("Real name").fill("Li Lei");
  await expect(page.getByLabel("Login password")).toHaveCount(0);
  await page.getByLabel("Email").fill("li.lei@example.com");
  // A new email is confirmed with the login password, in the same form.
  await page.getByRole("button", { name: "Save member info" }).click();
  await expect(page.getByText("Enter your login password to confirm")).toBeVisible();
  await page.getByLabel("Login password").fill("not-my-password");
  await page.getByRole("button", { name: "Save member info" }).click();
  await expect(page.locator("form").getByRole("alert")).toContainText(
    "The login password is wrong",
  );
  await page.getByLabel("Login password").fill(m.passWord);
  await page.getByRole("button", { name: "Save member info" }).click();
  await expect(page.getByText("Member info saved")).toBeVisible();
  await expect(page.getByLabel("Real name")).toHaveAttribute("readonly", "");

  await page.goto(`${m.origin}/en/centre`);
  await expect(page.getByText("Lucky Seven")).toBeVisible();
  await expect(page.getByText(m.userName)).toBeVisible();
  await expect(page.locator(".centre-id img")).toHaveAttribute("src", /2/);
});

/** Entries of a menu without an icon, or whose icon is closer than 8 px to its label. */
function menuIconGaps(menu: Locator): Promise<string[]> {
  return menu.evaluate((nav) =>
    [...nav.querySelectorAll("a")].flatMap((a) => {
      const label = a.textContent.trim();
      const icon = a.querySelector("svg, img");
      if (!icon) return [`${label}: no icon`];
      const text = [...a.childNodes, ...a.querySelectorAll("span:not([hidden])")].find(
        (n) => n !== icon && !n.contains(icon) && (n.textContent ?? "").trim() !== "",
      );
      if (!text) return [];
      const range = document.createRange();
      range.selectNodeContents(text);
      const gap = range.getBoundingClientRect().left - icon.getBoundingClientRect().right;
      return gap < 8 ? [`${label}: ${Math.round(gap)} px between icon and label`] : [];
    }),
  );
}

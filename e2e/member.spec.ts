// Member wallet e2e against the real reference platform: each test registers its own member
// through the API (no shared balances), seeds the session and drives the screens in Chromium.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiUserInfo, seedSession } from "./helpers/session";

interface Member {
  origin: string;
  token: string;
  uid: number;
  userName: string;
  passWord: string;
}

test.setTimeout(60_000);

let seq = 0;
function apiURL(origin: string, path: string) {
  return `http://127.0.0.1:${new URL(origin).port}${path}`;
}

async function call<T>(
  request: APIRequestContext,
  m: Pick<Member, "origin" | "token">,
  method: "GET" | "POST",
  path: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; ok: boolean; result: T; message: string }> {
  const res = await request.fetch(apiURL(m.origin, path), {
    method,
    data: method === "POST" ? (data ?? {}) : undefined,
    headers: { Authorization: `Bearer ${m.token}`, "Accept-Language": "en", ...headers },
  });
  const body = (await res.json()) as { ok: boolean; result: T; message: string };
  return { status: res.status(), ...body };
}

/** Registers a fresh member on the classic tenant and logs the page in as them (English). */
async function freshMember(page: Page, baseURL: string): Promise<Member> {
  const origin = new URL(baseURL).origin;
  const userName = `m${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);
  const passWord = "pass1234";
  const res = await page.request.post(apiURL(origin, "/api/vipuser/Rigster"), {
    data: { userName, passWord, confirmPassWord: passWord, legalAge: true },
  });
  const body = (await res.json()) as { ok: boolean; result: { id: number; token: string } };
  expect(body.ok).toBe(true);
  const userInfo = await apiUserInfo(page.request, origin, body.result.token);
  await seedSession(page, origin, {
    token: body.result.token,
    uid: body.result.id,
    userInfo,
    locale: "en",
  });
  return { origin, token: body.result.token, uid: body.result.id, userName, passWord };
}

const balance = (page: Page) => page.getByRole("status", { name: "Balance" }).first();

test("deposit goes pending → credited and the balance shows the new value", async ({
  page,
  baseURL,
}) => {
  const m = await freshMember(page, baseURL!);
  await page.goto(`${m.origin}/en/member/deposit`);
  await expect(balance(page)).toHaveText("0.00");
  await page.getByRole("textbox", { name: "Amount" }).fill("150");
  await page.getByRole("button", { name: "Confirm deposit" }).click();
  await expect(page.getByText("Pending confirmation…")).toBeVisible();
  await expect(page.getByText("Credited")).toBeVisible({ timeout: 15_000 });
  await expect(balance(page)).toHaveText("150.00");
});

test("refresh balance reads the main wallet again after its delay; logout from the centre", async ({
  page,
  baseURL,
}) => {
  const m = await freshMember(page, baseURL!);
  await page.goto(`${m.origin}/en/centre`);
  await expect(balance(page)).toHaveText("0.00");
  await fund(page, m, "50");
  await expect(balance(page)).toHaveText("0.00");
  const reads: number[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/RefreshBalance")) reads.push(Date.now());
  });
  const clicked = Date.now();
  const refresh = page.getByRole("button", { name: "Refresh balance" });
  await refresh.click();
  await refresh.click(); // ignored while loading
  await expect(balance(page)).toHaveText("50.00");
  expect(reads).toHaveLength(1);
  expect(reads[0]! - clicked).toBeGreaterThanOrEqual(900);

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(new RegExp(`${m.origin}/en/?$`));
  expect(await page.evaluate(() => localStorage.getItem("playfront.token"))).toBe("null");
});

test("double-tapping confirm creates one order", async ({ page, baseURL }) => {
  const m = await freshMember(page, baseURL!);
  await page.goto(`${m.origin}/en/member/deposit`);
  await page.getByRole("textbox", { name: "Amount" }).fill("20");
  await page.getByRole("button", { name: "Confirm deposit" }).dblclick();
  await expect(page.getByText(/Pending confirmation|Credited/)).toBeVisible();
  const orders = await call<{ total: number }>(
    page.request,
    m,
    "GET",
    "/api/VipUser/GetDepositOrders",
  );
  expect(orders.result.total).toBe(1);
});

test("a deposit above the member's limit is refused with the reason", async ({ page, baseURL }) => {
  const m = await freshMember(page, baseURL!);
  const set = await call(page.request, m, "POST", "/api/VipUser/SetDepositLimit", {
    period: "day",
    amount: "50.00",
  });
  expect(set.ok).toBe(true);
  await page.goto(`${m.origin}/en/member/deposit`);
  await expect(page.getByText("Your deposit limits allow 50.00 more now.")).toBeVisible();
  await page.getByRole("textbox", { name: "Amount" }).fill("80");
  await page.getByRole("button", { name: "Confirm deposit" }).click();
  await expect(page.locator("form").getByRole("alert")).toContainText("daily deposit limit");
  const orders = await call<{ total: number }>(
    page.request,
    m,
    "GET",
    "/api/VipUser/GetDepositOrders",
  );
  expect(orders.result.total).toBe(0);
});

test("responsible gaming from the deposit page: a time-out is confirmed, then deposits are refused with the reason", async ({
  page,
  baseURL,
}) => {
  const m = await freshMember(page, baseURL!);
  await page.goto(`${m.origin}/en/member/deposit`);
  await page.getByRole("link", { name: "Deposit limits and responsible gaming" }).click();
  await expect(page.getByRole("heading", { name: "Responsible gaming" })).toBeInViewport();
  const daily = page.locator('form[data-period="day"]');
  await daily.getByRole("textbox").fill("500");
  await daily.getByRole("button", { name: "Set" }).click();
  await expect(page.getByText("Limit saved")).toBeVisible();
  await expect(daily.getByText("500.00")).toBeVisible();
  await daily.getByRole("textbox").fill("900");
  await daily.getByRole("button", { name: "Set" }).click();
  await expect(page.getByText("Saved: the change applies after the cooling-off")).toBeVisible();
  await expect(daily.getByText(/Changes to 900\.00 on/)).toBeVisible();

  await page.getByRole("button", { name: "24 hours" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText(/You are on a time-out/)).toHaveCount(0);
  await page.getByRole("button", { name: "24 hours" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText(/You are on a time-out until/)).toBeVisible();

  await page.goto(`${m.origin}/en/member/deposit`);
  await page.getByRole("textbox", { name: "Amount" }).fill("20");
  await page.getByRole("button", { name: "Confirm deposit" }).click();
  await expect(page.locator("form").getByRole("alert")).toContainText("time-out");
});

test("virtual wallet shows the address, its QR code and copies it", async ({
  page,
  baseURL,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const m = await freshMember(page, baseURL!);
  await page.goto(`${m.origin}/en/member/deposit/virtual-wallet-transfer`);
  const address = (await page.getByTestId("wallet-address").textContent())!;
  expect(address).toMatch(/^T\w{20,}/);
  await expect(page.getByRole("img", { name: "QR code of the wallet address" })).toHaveAttribute(
    "data-qr",
    `tron:${address}`,
  );
  await page.getByRole("button", { name: "Copy address" }).click();
  await expect(page.getByText("Copy succeeded")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
});

/** Credits a fresh member through a real deposit order and waits until it is confirmed. */
async function fund(page: Page, m: Member, amount: string) {
  const order = await call<{ id: number }>(
    page.request,
    m,
    "POST",
    "/api/VipUser/CreateDepositOrder",
    { channelId: "bank", amount },
    { "Idempotency-Key": `fund-${m.uid}-${amount}-${Date.now()}` },
  );
  expect(order.ok).toBe(true);
  await expect
    .poll(
      async () =>
        (
          await call<{ status: string }>(
            page.request,
            m,
            "GET",
            `/api/VipUser/GetDepositOrder/${order.result.id}`,
          )
        ).result.status,
      { timeout: 15_000 },
    )
    .toBe("confirmed");
}

test("transfer to a platform wallet and collect all back", async ({ page, baseURL }) => {
  const m = await freshMember(page, baseURL!);
  await fund(page, m, "300");
  await page.goto(`${m.origin}/en/member/money-change`);
  await expect(balance(page)).toHaveText("300.00");
  await page.getByRole("button", { name: "Transfer into Slots" }).click();
  await page.getByRole("textbox", { name: "Amount" }).fill("120.50");
  await page.getByRole("button", { name: "Transfer", exact: true }).click();
  await expect(page.getByText("Transfer succeeded")).toBeVisible();
  await expect(page.getByLabel("Slots balance")).toHaveText("120.50");
  await expect(balance(page)).toHaveText("179.50");
  await page.getByRole("button", { name: "Collect all" }).click();
  await expect(page.getByText("Collection succeeded")).toBeVisible();
  await expect(page.getByLabel("Slots balance")).toHaveText("0.00");
  await expect(balance(page)).toHaveText("300.00");
  const list = await call<{ balance: string }[]>(
    page.request,
    m,
    "GET",
    "/api/VipUser/GetPlateTypeList",
  );
  const total = list.result.reduce((s, w) => s + Math.round(Number(w.balance) * 100), 0);
  expect(total).toBe(30_000);
});

test("bind a card and withdraw with the withdrawal password", async ({ page, baseURL }) => {
  const m = await freshMember(page, baseURL!);
  await fund(page, m, "200");
  await page.goto(`${m.origin}/en/member/withdrawal`);
  await page.getByRole("link", { name: "Set withdrawal password" }).click();
  await page.getByLabel("Current password").fill(m.passWord);
  await page.getByLabel("New withdrawal password").fill("135790");
  await page.getByLabel("Confirm withdrawal password").fill("135790");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Withdrawal password saved")).toBeVisible();

  await page.goto(`${m.origin}/en/member/bankcards/bindbank`);
  await page.getByLabel("Bank name").fill("ICBC");
  await page.getByLabel("Account holder").fill("Li Lei");
  await page.getByLabel("Account number").fill("123");
  await page.getByRole("button", { name: "Bind card" }).click();
  await expect(page.getByText("A bank account number has 8 to 30 digits")).toBeVisible();
  await page.getByLabel("Account number").fill("6222 0212 3456 7890");
  await page.getByRole("button", { name: "Bind card" }).click();
  await expect(page).toHaveURL(/\/member\/bankcards$/);
  await expect(page.getByText("ICBC · ")).toBeVisible();

  await page.goto(`${m.origin}/en/member/withdrawal`);
  await page.getByRole("textbox", { name: "Amount" }).fill("50");
  await page.getByLabel("Withdrawal password").fill("000000");
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expect(page.locator("form").getByRole("alert")).toContainText("Wrong withdrawal password");
  await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).click();
  await page.getByLabel("Withdrawal password").fill("135790");
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expect(page.getByText(/Withdrawal of 50\.00 to .*7890 requested/)).toBeVisible();
  await expect(balance(page)).toHaveText("150.00");
});

test("enable 2FA with a computed code, log in again and withdraw with it", async ({
  page,
  baseURL,
}) => {
  const { generateSync } = await import("otplib");
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
    accountNo: "6217000011112222",
    setDefault: true,
  });
  expect(card.ok).toBe(true);

  await page.goto(`${m.origin}/en/setting/authenticator`);
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await expect(page.getByRole("img", { name: "Authenticator QR code" })).toHaveAttribute(
    "data-qr",
    /^otpauth:\/\/totp\//,
  );
  await page.getByLabel("Authenticator code").fill("000000");
  await page.getByRole("button", { name: "Turn on" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).click();
  await page.getByLabel("Authenticator code").fill(generateSync({ secret }));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Two-factor authentication is on.")).toBeVisible();

  // Log out, then log in again through the login screen with a code.
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("button", { name: "Menu" })).toHaveCount(0);
  await page.goto(`${m.origin}/en/login`);
  await page.getByLabel("Username").fill(m.userName);
  await page.getByLabel("Password", { exact: true }).fill(m.passWord);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByLabel("Authenticator code").fill(generateSync({ secret }));
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("status", { name: "Balance" }).first()).toHaveText("100.00");

  await page.goto(`${m.origin}/en/member/withdrawal`);
  await page.getByRole("textbox", { name: "Amount" }).fill("30");
  await page.getByLabel("Withdrawal password").fill("246800");
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expect(page.getByText("Enter the 6-digit code")).toBeVisible();
  await page.getByLabel("Authenticator code").fill(generateSync({ secret }));
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expect(page.getByText(/Withdrawal of 30\.00 to .*2222 requested/)).toBeVisible();
  await expect(balance(page)).toHaveText("70.00");
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
  await expect(page.getByRole("link", { name: "Letters, 2 unread" })).toBeVisible();
  await page.getByRole("button", { name: "Menu" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("link", { name: /Letters/ }).getByTestId("badge")).toHaveText("2");
  await drawer.getByRole("link", { name: /Letters/ }).click();

  // Read one: opening marks it read.
  const inbox = page.locator(".letters__item");
  await expect(inbox).toHaveCount(2);
  await inbox.first().getByRole("link").click();
  await expect(page.getByRole("button", { name: "Delete" })).toBeVisible();
  await page.goto(`${m.origin}/en/centre`);
  await expect(page.getByRole("link", { name: "Letters, 1 unread" })).toBeVisible();

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
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("dialog").getByTestId("badge")).toHaveCount(0);
});

test("trade records page in more as the list scrolls, filtered by platform", async ({
  page,
  baseURL,
}) => {
  const m = await freshMember(page, baseURL!);
  await fund(page, m, "100");
  for (let i = 0; i < 24; i += 1) {
    const r = await call(
      page.request,
      m,
      "POST",
      "/api/VipUser/ChangeBalance",
      { fromPlateType: "sys", toPlateType: i % 2 ? "live" : "slot", amount: "1.00" },
      { "Idempotency-Key": `rec-${m.uid}-${i}` },
    );
    expect(r.ok).toBe(true);
  }
  await page.goto(`${m.origin}/en/member/records/trade`);
  const rows = page.getByTestId("trade-records").locator("li");
  await expect(rows).toHaveCount(20);
  await page.getByRole("button", { name: "Load more" }).scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(25); // 24 transfers + 1 deposit
  await expect(page.getByText("That is all.")).toBeVisible();
  await page.getByLabel("Kind").selectOption("deposit");
  await expect(rows).toHaveCount(1);
  await page.getByLabel("Kind").selectOption("");
  await page.getByLabel("Platform").selectOption("live");
  await expect(rows).toHaveCount(12);
});

test.describe("on a 360-px-wide phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test("member screens fit without sideways scrolling, in both languages", async ({
    page,
    baseURL,
  }) => {
    const m = await freshMember(page, baseURL!);
    const paths = [
      "centre",
      "member/deposit",
      "member/deposit/virtual-wallet-transfer",
      "member/withdrawal",
      "member/money-change",
      "member/bankcards",
      "member/bankcards/bindbank",
      "member/records/game",
      "member/records/trade",
      "member/return",
      "member/setting",
      "member/notice",
      "setting/changepwd",
      "setting/changewithdrawalpwd",
      "setting/authenticator",
      "setting/changevipinfo",
    ];
    for (const locale of ["en", "zh-hans"]) {
      for (const path of paths) {
        await page.goto(`${m.origin}/${locale}/${path}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForLoadState("networkidle");
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${locale}/${path}`).toBeLessThanOrEqual(360);
      }
    }
  });
});

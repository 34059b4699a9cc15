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

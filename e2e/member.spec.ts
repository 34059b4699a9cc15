// Member wallet e2e against the real reference platform: deposits, refresh, limits,
// transfers, cards and withdrawals, records.
import { expect, test } from "@playwright/test";
import CryptoJS from "crypto-js";
import { balance, call, freshMember, fund } from "./member-helpers";

test.setTimeout(60_000);

test("deposit goes pending → credited and the balance shows the new value", async ({
  page,
  baseURL,
}) => {
  const m = await freshMember(page, baseURL!);
  await page.goto(`${m.origin}/en/member/deposit`);
  await expect(balance(page)).toHaveText("CN¥0.00");
  await page.getByRole("textbox", { name: "Amount" }).fill("150");
  await page.getByRole("button", { name: "Confirm deposit" }).click();
  await expect(page.getByText("Pending confirmation…")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Credited" })).toBeVisible({
    timeout: 15_000,
  });
  // No bonus unless the player opts in: the deposit as it was paid.
  await expect(balance(page)).toHaveText("CN¥150.00");
  const recent = page.getByRole("region", { name: "Recent deposits" });
  await expect(recent.locator('[data-status="confirmed"]')).toHaveCount(1);
});

test("refresh balance reads every wallet again after its delay; logout from the centre", async ({
  page,
  baseURL,
}) => {
  const m = await freshMember(page, baseURL!);
  await page.goto(`${m.origin}/en/centre`);
  await expect(balance(page)).toHaveText("CN¥0.00");
  await fund(page, m, "50");
  await expect(balance(page)).toHaveText("CN¥0.00");
  const reads: number[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/GetPlateTypeList")) reads.push(Date.now());
  });
  const clicked = Date.now();
  const refresh = page.getByRole("button", { name: "Refresh balance" });
  await refresh.click();
  await refresh.click(); // ignored while loading
  await expect(balance(page)).toHaveText("CN¥50.00");
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
  await expect(page.locator("[data-order-status]")).toBeVisible();
  const orders = await call<{ total: number }>(
    page.request,
    m,
    "GET",
    "/api/VipUser/GetDepositOrders",
  );
  expect(orders.result.total).toBe(1);
});

test("offline, a deposit is refused at once and never queued", async ({
  page,
  baseURL,
  context,
}) => {
  const m = await freshMember(page, baseURL!);
  await page.goto(`${m.origin}/en/member/deposit`);
  await expect(balance(page)).toHaveText("CN¥0.00");
  await context.setOffline(true);
  await page.getByRole("textbox", { name: "Amount" }).fill("30");
  await page.getByRole("button", { name: "Confirm deposit" }).click();
  await expect(page.locator("form").getByRole("alert")).toHaveText(
    "You are offline. This needs a network connection; nothing was sent.",
  );
  await context.setOffline(false);
  await page.waitForTimeout(500);
  const orders = await call<{ total: number }>(
    page.request,
    m,
    "GET",
    "/api/VipUser/GetDepositOrders",
  );
  expect(orders.result.total).toBe(0);
});

test("a deposit above the member's limit is refused with the reason", async ({ page, baseURL }) => {
  const m = await freshMember(page, baseURL!);
  const set = await call(page.request, m, "POST", "/api/VipUser/SetDepositLimit", {
    period: "day",
    amount: "50.00",
    passWord: m.passWord,
  });
  expect(set.ok).toBe(true);
  await page.goto(`${m.origin}/en/member/deposit`);
  await expect(page.getByText("Your deposit limits allow CN¥50.00 more now.")).toBeVisible();
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
  // A limit is changed only with the login password, asked for in the same form.
  await expect(page.getByText("Enter your login password to confirm")).toBeVisible();
  await page.locator("#responsible").getByLabel("Login password").fill(m.passWord);
  await daily.getByRole("button", { name: "Set" }).click();
  await expect(page.getByText("Limit saved")).toBeVisible();
  await expect(daily.getByText("500.00")).toBeVisible();
  await daily.getByRole("textbox").fill("900");
  await page.locator("#responsible").getByLabel("Login password").fill(m.passWord);
  await daily.getByRole("button", { name: "Set" }).click();
  await expect(page.getByText("Saved: the change applies after the cooling-off")).toBeVisible();
  await expect(daily.getByText(/Changes to CN¥900\.00 on/)).toBeVisible();

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

test("transfer to a platform wallet and collect all back", async ({ page, baseURL }) => {
  const m = await freshMember(page, baseURL!);
  await fund(page, m, "300");
  await page.goto(`${m.origin}/en/member/money-change`);
  await expect(balance(page)).toHaveText("CN¥300.00");
  await page.getByRole("button", { name: "Transfer in to Slots" }).click();
  await page.getByRole("textbox", { name: "Amount" }).fill("120.50");
  await page.getByRole("button", { name: "Transfer", exact: true }).click();
  await expect(page.getByText("Transfer succeeded")).toBeVisible();
  await expect(page.getByLabel("Slots balance")).toHaveText("CN¥120.50");
  await expect(page.getByLabel("Main wallet balance")).toHaveText("CN¥179.50");
  // The balance is what the member owns: a transfer between wallets leaves it as it was.
  await expect(balance(page)).toHaveText("CN¥300.00");
  await page.getByRole("button", { name: "Collect all" }).click();
  await expect(page.getByText("Collection succeeded")).toBeVisible();
  await expect(page.getByLabel("Slots balance")).toHaveText("CN¥0.00");
  await expect(balance(page)).toHaveText("CN¥300.00");
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
  // A card of this member's own: one bound to a second account puts both on review.
  await page.getByLabel("Account number").fill(`6222 02${String(Math.random()).slice(2, 8)} 7890`);
  // The login password confirms the card in the same form; a wrong one binds nothing.
  await page.getByLabel("Login password").fill("not-my-password");
  await page.getByRole("button", { name: "Bind card" }).click();
  await expect(page.locator("form").getByRole("alert")).toContainText(
    "The login password is wrong",
  );
  await page.getByLabel("Login password").fill(m.passWord);
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
  await expect(page.getByText(/Withdrawal of CN¥50\.00 to .*7890 requested/)).toBeVisible();
  await expect(balance(page)).toHaveText("CN¥150.00");
  const recent = page.getByRole("region", { name: "Recent withdrawals" });
  await expect(recent.getByText("Paid out")).toBeVisible({ timeout: 15_000 });
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
  // The switch shows which records are open, in its state and its look.
  const switcher = page.getByRole("navigation", { name: "Record type" });
  const trades = switcher.getByRole("link", { name: "Trades" });
  await expect(trades).toHaveAttribute("aria-current", "page");
  const fill = (name: string) =>
    switcher.getByRole("link", { name }).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await fill("Trades")).not.toBe(await fill("Bets"));
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
  // The date range reads as the page's language writes dates, not as the browser's (en-US).
  await page.getByLabel("Start date").fill("2026-01-05");
  await expect(page.locator(".date-field__shown").first()).toHaveText("05/01/2026");
});

test("self-service rebate: play real rounds, then claim 0.5% of valid bets into the main wallet", async ({
  page,
  baseURL,
}) => {
  const m = await freshMember(page, baseURL!);
  await fund(page, m, "200");
  await page.goto(`${m.origin}/en/member/return`);
  await expect(page.getByRole("button", { name: "Claim rebate" })).toBeDisabled();

  const moved = await call(
    page.request,
    m,
    "POST",
    "/api/VipUser/ChangeBalance",
    { fromPlateType: "sys", toPlateType: "slot", amount: "100.00" },
    { "Idempotency-Key": `rb-${m.uid}` },
  );
  expect(moved.ok).toBe(true);
  // GetGameUrlV2 answers encrypted (docs/product.md §10); the reference key is in runtime-config.json.
  const game = await call<string>(page.request, m, "POST", "/api/VipUser/GetGameUrlV2", {
    plateType: "slot",
  });
  const { encryptionKey } = (await (
    await page.request.get(`${m.origin}/runtime-config.json`)
  ).json()) as { encryptionKey: string };
  const { url } = JSON.parse(
    CryptoJS.AES.decrypt(game.result, encryptionKey).toString(CryptoJS.enc.Utf8),
  ) as { url: string };
  const ticket = new URL(url, m.origin).searchParams.get("t");
  const api = (path: string, data: unknown, key?: string) =>
    page.request.post(`http://127.0.0.1:${new URL(m.origin).port}${path}`, {
      data,
      headers: key ? { "Idempotency-Key": key } : {},
    });
  const opened = (await (await api("/demo-game/api/open", { ticket })).json()) as {
    result: { session: string };
  };
  for (let i = 0; i < 5; i += 1) {
    const round = await api(
      "/demo-game/api/round",
      { session: opened.result.session, bet: "10.00" },
      `round-${m.uid}-${i}`,
    );
    expect(round.ok()).toBe(true);
  }
  await page.reload();
  await expect(page.getByTestId("rebate-total")).toHaveText("CN¥0.25"); // 0.5% of 50.00
  await page.getByRole("button", { name: "Claim rebate" }).click();
  await expect(page.getByText("Rebate of CN¥0.25 claimed")).toBeVisible();
  await expect(page.getByTestId("rebate-total")).toHaveText("CN¥0.00");
  await expect(page.getByRole("button", { name: "Claim rebate" })).toBeDisabled();
});

test("deposit with the bonus, then withdraw: its terms before ticking it, what can leave and the wagering before any amount is typed", async ({
  page,
  baseURL,
}) => {
  const m = await freshMember(page, baseURL!);
  // The first-deposit bonus asks for a real name; a payout card and a withdrawal password make
  // the withdrawal possible (the walks above bind them through the screens).
  for (const [path, data] of [
    ["/api/VipUser/BindVipInfo", { realName: "Li Lei" }],
    [
      "/api/VipUser/v2/ChangePwdMoney",
      { oldPassWord: m.passWord, newPassWord: "135790", confirmPassWord: "135790" },
    ],
    [
      "/api/VipUser/AddVipBankAccount",
      {
        bankName: "ICBC",
        accountName: "Li Lei",
        accountNo: `6222${String(Math.random()).slice(2, 14)}`,
        passWord: m.passWord,
      },
    ],
  ] as const) {
    const r = await call(page.request, m, "POST", path, data);
    expect(r.ok, r.message).toBe(true);
  }

  await page.goto(`${m.origin}/en/member/deposit`);
  const box = page.getByRole("checkbox", { name: "Add my deposit bonus" });
  // An opt-in, with the requirement, the largest stake and the expiry read before ticking it.
  await expect(box).not.toBeChecked();
  await expect(box).toHaveAccessibleDescription(
    /100% of this deposit as a bonus.*at least CN¥200\.00\..*40 times the bonus.*at most CN¥2\.00.*days/,
  );
  await page.getByRole("textbox", { name: "Amount" }).fill("200");
  await box.check();
  await page.getByRole("button", { name: "Confirm deposit" }).click();
  await expect(page.getByText("Deposit bonus credited: CN¥200.00")).toBeVisible({
    timeout: 15_000,
  });
  await expect(balance(page)).toHaveText("CN¥400.00");

  await page.goto(`${m.origin}/en/member/withdrawal`);
  const panel = page.getByRole("region", { name: /Withdrawable now/ });
  await expect(panel).toContainText("Withdrawable nowCN¥200.00");
  await expect(panel.getByRole("progressbar", { name: "Wagering progress" })).toHaveAttribute(
    "value",
    "0",
  );
  await expect(panel).toContainText("Wagered CN¥0.00 of CN¥8,000.00");
  const amount = page.getByRole("textbox", { name: "Amount" });
  await expect(amount).toHaveValue("");
  await page.getByRole("button", { name: "Max" }).click();
  await expect(amount).toHaveValue("200.00");
  await page.getByLabel("Withdrawal password").fill("135790");
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
  // Own money leaves only once the bonus is given up; the refusal names both amounts.
  const refusal =
    "CN¥8,000.00 more in bets. Withdrawing now gives up the bonus and its winnings (CN¥200.00)";
  await expect(page.locator("form").getByRole("alert")).toContainText(refusal);
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(refusal);
  await dialog.getByRole("button", { name: "OK" }).click();
  await panel.getByRole("button", { name: "Give up the bonus (CN¥200.00)" }).click();
  await expect(page.getByText("Bonus given up")).toBeVisible();
  await expect(balance(page)).toHaveText("CN¥200.00");
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expect(page.getByText(/Withdrawal of CN¥200\.00 to .* requested/)).toBeVisible();
  await expect(balance(page)).toHaveText("CN¥0.00");
});

// @vitest-environment node
import AES from "crypto-js/aes";
import { i18n } from "@lingui/core";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { configureApi, resetApiHooks } from "../hooks";
import { queryKeys } from "../query-keys";
import { resetRuntimeConfig, setRuntimeConfig } from "../runtime-config";
import * as common from "./activity-common";
import * as auth from "./auth";
import * as bank from "./bank";
import * as deposit from "./deposit";
import * as member from "./member";
import * as news from "./news";
import * as rebate from "./rebate";
import * as records from "./records";
import * as responsible from "./responsible";
import * as wallet from "./wallet";
import * as withdrawal from "./withdrawal";

const KEY = "k";
let fetchMock: Mock<typeof fetch>;

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(() => {
  configureApi({ getToken: () => "tok" });
  setRuntimeConfig({ apiBase: "", encryptionKey: KEY });
  fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ ok: true, result: "r", error: null, message: "" }), {
        status: 200,
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetApiHooks();
  resetRuntimeConfig();
});

function sent() {
  const [url, init] = fetchMock.mock.calls[0]!;
  const headers = new Headers(init!.headers);
  return {
    line: `${init!.method} ${String(url)}`,
    body: init!.body === undefined ? undefined : JSON.parse(String(init!.body)),
    idempotencyKey: headers.get("Idempotency-Key"),
    auth: headers.get("Authorization"),
  };
}

const idem = { idempotencyKey: "key-1" };

// [name, call, "METHOD url", JSON body or undefined, idempotency key or null]
const cases: [string, () => Promise<unknown>, string, unknown, string | null][] = [
  ["site config", () => common.getSiteConfig(), "GET /api/v3/common/site-config", undefined, null],
  [
    "company info",
    () => common.getCompanyInfo("3"),
    "GET /api/Activity/GetCompanyInfo?vstyle=3",
    undefined,
    null,
  ],
  [
    "config by style",
    () => common.getConfigByStyle("1"),
    "GET /api/Manage/GetConfigByStyle?vstyle=1",
    undefined,
    null,
  ],
  [
    "short menus",
    () => common.getAppShortMenu(),
    "GET /api/Manage/GetAppShortMenu",
    undefined,
    null,
  ],
  [
    "activities",
    () => common.getActivities({ category: "vip", pageIndex: 2 }),
    "GET /api/Activity/GetActivitysV3?category=vip&pageIndex=2",
    undefined,
    null,
  ],
  ["activity", () => common.getActivity(7), "GET /api/Activity/GetActivity/7", undefined, null],
  [
    "images (defaults 10 / 1)",
    () => common.getByImageType({ imageType: 4 }),
    "GET /api/Activity/GetByImageType?pageSize=10&pageIndex=1&imageType=4",
    undefined,
    null,
  ],
  [
    "game list",
    () => common.getGameList({ plateType: "slot" }),
    "GET /api/Activity/GetGameList?plateType=slot",
    undefined,
    null,
  ],
  [
    "user icons",
    () => common.getUserIconList(),
    "GET /api/v3/common/user-icon-list",
    undefined,
    null,
  ],
  ["languages", () => common.getLanguages(), "GET /common/languages", undefined, null],
  ["settings", () => common.getCommonSettings(), "GET /common/settings", undefined, null],
  [
    "register",
    () =>
      auth.register({
        userName: "abcd",
        passWord: "abc123",
        confirmPassWord: "abc123",
        legalAge: true,
      }),
    "POST /api/vipuser/Rigster",
    { userName: "abcd", passWord: "abc123", confirmPassWord: "abc123", legalAge: true },
    null,
  ],
  ["logout", () => auth.logout("tok"), "POST /api/vipuser/Logout", {}, null],
  ["user (v1)", () => auth.getUserInfo(false), "GET /api/VipUser/GetUserByUid", undefined, null],
  [
    "user (chat on)",
    () => auth.getUserInfo(true),
    "GET /api/v3/vip-user/user-by-uid",
    undefined,
    null,
  ],
  [
    "slider captcha",
    () => auth.getSliderCaptcha(),
    "GET /api/v3/common/slider-captcha",
    undefined,
    null,
  ],
  [
    "captcha verify",
    () => auth.verifySliderCaptcha({ captchaId: "c", x: 10 }),
    "POST /api/v3/common/slider-captcha/verify",
    { captchaId: "c", x: 10 },
    null,
  ],
  [
    "bind info (a new phone is re-authenticated in the body)",
    () => member.bindVipInfo({ phone: "123456", passWord: "demo1234" }),
    "POST /api/VipUser/BindVipInfo",
    { phone: "123456", passWord: "demo1234" },
    null,
  ],
  [
    "bind info (with 2FA on, the current code)",
    () => member.bindVipInfo({ email: "a@example.com", code: "123456" }),
    "POST /api/VipUser/BindVipInfo",
    { email: "a@example.com", code: "123456" },
    null,
  ],
  [
    "change password",
    () =>
      member.changeUserPassword({
        oldPassWord: "a",
        newPassWord: "b1b1b1",
        confirmPassWord: "b1b1b1",
      }),
    "POST /api/VipUser/v2/ChangeUserPwd",
    { oldPassWord: "a", newPassWord: "b1b1b1", confirmPassWord: "b1b1b1" },
    null,
  ],
  [
    "withdrawal password",
    () =>
      member.changeWithdrawalPassword({
        oldPassWord: "a",
        newPassWord: "123456",
        confirmPassWord: "123456",
      }),
    "POST /api/VipUser/v2/ChangePwdMoney",
    { oldPassWord: "a", newPassWord: "123456", confirmPassWord: "123456" },
    null,
  ],
  ["qr uri", () => member.generateQrUri(), "GET /api/VipUser/GenerateQrUri", undefined, null],
  [
    "enable 2FA (code and the re-authenticating login password, in the body)",
    () => member.enableAuthenticator({ code: "123456" }, { passWord: "demo1234" }),
    "POST /api/VipUser/EnableAuthenticator",
    { code: "123456", passWord: "demo1234" },
    null,
  ],
  [
    "disable 2FA (code in the body)",
    () => member.disableAuthenticator({ code: "654321" }),
    "POST /api/VipUser/DisableAuthenticator",
    { code: "654321" },
    null,
  ],
  [
    "avatar",
    () => member.setUserAvatar({ avatar: "/a.svg" }),
    "PUT /api/v3/vip-user/user-avatar",
    { avatar: "/a.svg" },
    null,
  ],
  [
    "nickname",
    () => member.setUserNickname({ nickname: "Ann" }),
    "PUT /api/v3/vip-user/user-nick-name",
    { nickname: "Ann" },
    null,
  ],
  [
    "game url",
    () => member.getGameUrl({ plateType: "slot", gameId: "g1" }),
    "POST /api/VipUser/GetGameUrlV2",
    { plateType: "slot", gameId: "g1" },
    null,
  ],
  [
    "all news",
    () => news.getAllNews({ vstyle: "2", newsType: 1 }),
    "GET /api/News/GetAllNews?vstyle=2&newsType=1",
    undefined,
    null,
  ],
  ["deposit news", () => news.getDepositNews(), "GET /api/News/GetDepositNews", undefined, null],
  [
    "letters",
    () => news.getVipUserLetters({ box: 0, nstatus: 0 }),
    "GET /api/News/GetVipUserLetters?box=0&nstatus=0",
    undefined,
    null,
  ],
  [
    "mark letters",
    () => news.markLetters({ ids: [1, 2] }),
    "POST /api/News/MarkNews",
    { ids: [1, 2] },
    null,
  ],
  [
    "delete letters",
    () => news.deleteLetters({ ids: [3] }),
    "POST /api/News/Deletes",
    { ids: [3] },
    null,
  ],
  [
    "post letter",
    () => news.postLetter({ title: "t", content: "c" }),
    "POST /api/News/PostVipUserLetter",
    { title: "t", content: "c" },
    null,
  ],
  [
    "plate types",
    () => wallet.getPlateTypeList(),
    "GET /api/VipUser/GetPlateTypeList",
    undefined,
    null,
  ],
  [
    "refresh balance",
    () => wallet.refreshBalance("live"),
    "POST /api/VipUser/RefreshBalance",
    { plateType: "live" },
    null,
  ],
  [
    "change balance",
    () =>
      wallet.changeBalance({ fromPlateType: "sys", toPlateType: "slot", amount: "10.00" }, idem),
    "POST /api/VipUser/ChangeBalance",
    { fromPlateType: "sys", toPlateType: "slot", amount: "10.00" },
    "key-1",
  ],
  [
    "collect all",
    () => wallet.tellerAllBalance(idem),
    "POST /api/VipUser/TellerAllBalance",
    {},
    "key-1",
  ],
  [
    "wallet settings",
    () => wallet.getWalletSettings(),
    "GET /api/VipUser/GetWalletSettings",
    undefined,
    null,
  ],
  [
    "set wallet settings",
    () => wallet.setWalletSettings({ transferFree: true }),
    "POST /api/VipUser/SetWalletSettings",
    { transferFree: true },
    null,
  ],
  [
    "game url moving money (transfer-free wallet)",
    () => member.getGameUrl({ plateType: "slot" }, idem),
    "POST /api/VipUser/GetGameUrlV2",
    { plateType: "slot" },
    "key-1",
  ],
  [
    "bank list",
    () => bank.getVipBankAccountViewList(),
    "POST /api/VipUser/GetVipBankAccountViewList",
    {},
    null,
  ],
  [
    "default bank",
    () => bank.getDefaultVipBankAccount(),
    "POST /api/VipUser/GetDefaultVipBankAccount",
    {},
    null,
  ],
  [
    "default bank v2 (TPay)",
    () => bank.getDefaultVipBankAccountV2(),
    "POST /api/VipUser/GetDefaultVipBankAccountV2",
    { typeName: "TPay" },
    null,
  ],
  [
    "add bank (the login password re-authenticates, in the body)",
    () =>
      bank.addVipBankAccount({
        bankName: "ICBC",
        accountName: "Ann",
        accountNo: "62220000",
        passWord: "demo1234",
      }),
    "POST /api/VipUser/AddVipBankAccount",
    { bankName: "ICBC", accountName: "Ann", accountNo: "62220000", passWord: "demo1234" },
    null,
  ],
  [
    "set default bank",
    () => bank.setDefaultBankAccount(5),
    "POST /api/VipUser/SetDefaultBankAccount/5",
    {},
    null,
  ],
  [
    "trade records",
    () => records.getTradeRecords({ kind: "deposit", pageIndex: 1 }),
    "POST /api/VipUser/GetTradeRecords",
    { kind: "deposit", pageIndex: 1 },
    null,
  ],
  [
    "game records",
    () => records.getGameRecords({ plateType: "slot" }),
    "POST /api/VipUser/GetGameRecords",
    { plateType: "slot" },
    null,
  ],
  ["rebate on?", () => rebate.isVipGroupReturn(), "POST /api/VipUser/IsVipGroupReturn", {}, null],
  ["rebate search", () => rebate.searchVipReturn(), "POST /api/VipUser/SearchVipReturn", {}, null],
  ["rebate claim", () => rebate.getVipReturn(idem), "POST /api/VipUser/GetVipReturn", {}, "key-1"],
  [
    "deposit channels",
    () => deposit.getDepositChannels(),
    "GET /api/VipUser/GetDepositChannels",
    undefined,
    null,
  ],
  [
    "deposit orders",
    () => deposit.getDepositOrders({ pageIndex: 2 }),
    "GET /api/VipUser/GetDepositOrders?pageIndex=2",
    undefined,
    null,
  ],
  [
    "deposit order",
    () => deposit.getDepositOrder(9),
    "GET /api/VipUser/GetDepositOrder/9",
    undefined,
    null,
  ],
  [
    "create deposit",
    () => deposit.createDepositOrder({ channelId: "bank", amount: "100.00" }, idem),
    "POST /api/VipUser/CreateDepositOrder",
    { channelId: "bank", amount: "100.00" },
    "key-1",
  ],
  [
    "withdrawals",
    () => withdrawal.getWithdrawals({ pageSize: 5 }),
    "GET /api/VipUser/GetWithdrawals?pageSize=5",
    undefined,
    null,
  ],
  [
    "withdrawal",
    () => withdrawal.getWithdrawal(4),
    "GET /api/VipUser/GetWithdrawal/4",
    undefined,
    null,
  ],
  [
    "create withdrawal",
    () =>
      withdrawal.createWithdrawal(
        { amount: "50.00", withdrawalPassword: "123456", bankAccountId: 1 },
        idem,
      ),
    "POST /api/VipUser/CreateWithdrawal",
    { amount: "50.00", withdrawalPassword: "123456", bankAccountId: 1 },
    "key-1",
  ],
  [
    "responsible state",
    () => responsible.getResponsibleGaming(),
    "GET /api/VipUser/GetResponsibleGaming",
    undefined,
    null,
  ],
  [
    "deposit limit",
    () => responsible.setDepositLimit({ period: "day", amount: "100.00" }),
    "POST /api/VipUser/SetDepositLimit",
    { period: "day", amount: "100.00" },
    null,
  ],
  [
    "reality check",
    () => responsible.setRealityCheck({ minutes: 30 }),
    "POST /api/VipUser/SetRealityCheck",
    { minutes: 30 },
    null,
  ],
  [
    "time-out",
    () => responsible.setTimeOut({ duration: "24h" }),
    "POST /api/VipUser/SetTimeOut",
    { duration: "24h" },
    null,
  ],
  [
    "self-exclusion",
    () => responsible.selfExclude({ months: 6 }),
    "POST /api/VipUser/SelfExclude",
    { months: 6 },
    null,
  ],
];

describe("endpoint modules", () => {
  it.each(cases)("%s → %s", async (_name, run, line, body, key) => {
    await expect(run()).resolves.toBe("r");
    const s = sent();
    expect(s.line).toBe(line);
    expect(s.body).toEqual(body);
    expect(s.idempotencyKey).toBe(key);
    expect(s.auth).toBe("Bearer tok");
  });

  it("login goes without a token", async () => {
    await auth.login({ userName: "demo", passWord: "demo1234" });
    expect(sent()).toMatchObject({ line: "POST /api/vipuser/Login", auth: null });
  });

  it("decrypts an encrypted bank list", async () => {
    const list = [{ id: 1, accountNo: "6222000011112222" }];
    const result = AES.encrypt(JSON.stringify(list), KEY).toString();
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ ok: true, result, error: null, message: "", encrypted: true })),
    );
    await expect(bank.getVipBankAccountViewList()).resolves.toEqual(list);
  });
});

describe("after a game", () => {
  const lines = () => fetchMock.mock.calls.map(([url, init]) => `${init!.method} ${String(url)}`);

  it.each([
    [true, 1],
    [false, 0],
  ])(
    "with the transfer-free wallet %s, collects the money back %i time(s), then reads the balances",
    async (transferFree, collections) => {
      const client = new QueryClient();
      client.setQueryData(queryKeys.member.walletSettings(), { transferFree });
      await wallet.invalidateAfterGame(client);
      const calls = lines();
      expect(calls.filter((l) => l === "POST /api/VipUser/TellerAllBalance")).toHaveLength(
        collections,
      );
      if (collections) {
        expect(calls[0]).toBe("POST /api/VipUser/TellerAllBalance");
        expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get("Idempotency-Key")).toMatch(
          /\S{16,}/,
        );
      }
      expect(calls).toContain("POST /api/VipUser/RefreshBalance");
    },
  );
  it("reads the setting when no screen has read it yet (a game opened by a lottery link)", async () => {
    fetchMock.mockImplementation(async (url) => {
      const result = String(url).endsWith("/GetWalletSettings") ? { transferFree: true } : "r";
      return new Response(JSON.stringify({ ok: true, result, error: null, message: "" }));
    });
    await wallet.invalidateAfterGame(new QueryClient());
    expect(lines().slice(0, 2)).toEqual([
      "GET /api/VipUser/GetWalletSettings",
      "POST /api/VipUser/TellerAllBalance",
    ]);
  });
});

describe("query options", () => {
  it("runs the fetcher with the query's abort signal", async () => {
    const opts = wallet.balanceQueryOptions("slot");
    const controller = new AbortController();
    const run = opts.queryFn as (ctx: { signal: AbortSignal }) => Promise<unknown>;
    await expect(run({ signal: controller.signal })).resolves.toBe("r");
    expect(fetchMock.mock.calls[0]![1]!.signal).toBeInstanceOf(AbortSignal);
    expect(opts.queryKey).toEqual(["member", "wallet", "balance", "slot"]);
  });

  it("puts every member and money query under the ['member'] prefix", () => {
    const memberOptions = [
      auth.userInfoQueryOptions(true),
      member.qrUriQueryOptions(),
      news.lettersQueryOptions({ box: 1 }),
      wallet.plateTypesQueryOptions(),
      wallet.balanceQueryOptions(),
      wallet.walletSettingsQueryOptions(),
      bank.bankAccountsQueryOptions(),
      bank.defaultBankAccountQueryOptions(),
      bank.defaultBankAccountV2QueryOptions("USDT"),
      records.tradeRecordsQueryOptions(),
      records.gameRecordsQueryOptions(),
      rebate.vipGroupReturnQueryOptions(),
      rebate.searchVipReturnQueryOptions(),
      deposit.depositChannelsQueryOptions(),
      deposit.depositOrdersQueryOptions(),
      deposit.depositOrderQueryOptions(1),
      withdrawal.withdrawalsQueryOptions(),
      withdrawal.withdrawalQueryOptions(1),
      responsible.responsibleGamingQueryOptions(),
    ];
    for (const o of memberOptions) expect(o.queryKey[0]).toBe(queryKeys.member.all[0]);
    expect(auth.userInfoQueryOptions(false).queryKey.slice(0, 2)).toEqual(queryKeys.member.user());
    const publicOptions = [
      common.siteConfigQueryOptions(),
      common.companyInfoQueryOptions(),
      news.allNewsQueryOptions(),
    ];
    for (const o of publicOptions) expect(o.queryKey[0]).not.toBe("member");
  });

  it("keys differ by their parameters", () => {
    expect(common.activitiesQueryOptions({ pageIndex: 1 }).queryKey).not.toEqual(
      common.activitiesQueryOptions({ pageIndex: 2 }).queryKey,
    );
    expect(common.imagesQueryOptions({ imageType: 4 }).queryKey).toEqual([
      "common",
      "images",
      { pageSize: 10, pageIndex: 1, imageType: 4 },
    ]);
  });

  it("never caches a QR secret or a captcha puzzle", () => {
    expect(member.qrUriQueryOptions()).toMatchObject({ gcTime: 0, refetchOnWindowFocus: false });
    expect(auth.sliderCaptchaQueryOptions()).toMatchObject({ gcTime: 0, staleTime: 0 });
  });
});

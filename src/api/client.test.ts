// @vitest-environment node
import AES from "crypto-js/aes";
import { i18n, type Messages } from "@lingui/core";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { REQUEST_TIMEOUT_MS } from "../lib/constants";
import {
  ApiError,
  ApiErrorKind,
  apiRequest,
  buildQuery,
  LOGIN_PATH,
  LOGOUT_PATH,
  newIdempotencyKey,
  REFRESH_PATH,
} from "./client";
import { configureApi, resetApiHooks, type ApiHooks } from "./hooks";
import { resetRuntimeConfig, setRuntimeConfig } from "./runtime-config";

const KEY = "test-key";

type Hooks = { [K in keyof ApiHooks]: Mock<ApiHooks[K]> };
let hooks: Hooks;
let fetchMock: Mock<typeof fetch>;
let beacon: Mock<(url: string, data: Blob) => boolean>;
let token: string | null;

function reply(status: number, body: unknown): Response {
  return new Response(typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}
const ok = (result: unknown, extra: object = {}) =>
  reply(200, { ok: true, result, error: null, message: "", ...extra });
const refusal = (status: number, error: unknown, message = "") =>
  reply(status, { ok: false, result: null, error, message });

function call(i = 0): { url: string; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.calls[i]!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
}

const unexpected = (): never => {
  throw new Error("expected the request to fail");
};
const asApiError = (e: unknown): ApiError => {
  if (!(e instanceof ApiError)) throw e;
  return e;
};

async function reportsSent(): Promise<{ description: string; fatal: boolean }[]> {
  return Promise.all(beacon.mock.calls.map(async ([, blob]) => JSON.parse(await blob.text())));
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

beforeEach(() => {
  token = "tok-1";
  hooks = {
    getToken: vi.fn(() => token),
    setToken: vi.fn((t: string) => {
      token = t;
    }),
    getLocale: vi.fn(() => "en" as const),
    isQuietRoute: vi.fn(() => false),
    onUnauthorized: vi.fn(),
    showDialog: vi.fn(),
    showToast: vi.fn(),
    hideLoading: vi.fn(),
    showLoading: vi.fn(),
    endLoading: vi.fn(),
    saveDeviceCopy: vi.fn(),
    readDeviceCopy: vi.fn(async () => undefined),
  };
  configureApi(hooks);
  setRuntimeConfig({ apiBase: "", encryptionKey: KEY });
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal("fetch", fetchMock);
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
  Object.defineProperty(navigator, "onLine", { value: true, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetApiHooks();
  resetRuntimeConfig();
});

function noUi() {
  expect(hooks.showDialog).not.toHaveBeenCalled();
  expect(hooks.showToast).not.toHaveBeenCalled();
}

describe("requests", () => {
  it("passes an ok envelope's result and sends locale, JSON and the bearer token", async () => {
    fetchMock.mockResolvedValueOnce(ok({ n: 1 }));
    await expect(apiRequest("GET", "/api/Activity/GetGameList")).resolves.toEqual({ n: 1 });
    const { url, init, headers } = call();
    expect(url).toBe("/api/Activity/GetGameList");
    expect(init.method).toBe("GET");
    expect(init.body).toBeUndefined();
    expect(headers.get("Accept-Language")).toBe("en");
    expect(headers.get("Accept")).toBe("application/json");
    expect(headers.get("Authorization")).toBe("Bearer tok-1");
    noUi();
  });

  it("sends the active locale as Accept-Language", async () => {
    hooks.getLocale.mockReturnValue("zh-hans");
    fetchMock.mockResolvedValueOnce(ok(null));
    await apiRequest("GET", "/api/v3/common/site-config");
    expect(call().headers.get("Accept-Language")).toBe("zh-hans");
  });

  it("sends POST and PUT bodies as JSON (an empty object when there is none)", async () => {
    fetchMock.mockResolvedValueOnce(ok(1)).mockResolvedValueOnce(ok(2));
    await apiRequest("POST", "/api/VipUser/ChangeBalance", { body: { amount: "1.00" } });
    await apiRequest("PUT", "/api/v3/vip-user/user-nick-name");
    expect(call(0).headers.get("Content-Type")).toBe("application/json");
    expect(call(0).init.body).toBe('{"amount":"1.00"}');
    expect(call(1).init.method).toBe("PUT");
    expect(call(1).init.body).toBe("{}");
  });

  it("sends a form body url-encoded", async () => {
    fetchMock.mockResolvedValueOnce(ok(null));
    await apiRequest("POST", "/api/v3/vip-im/init-guest-msg", { form: { msg: "hi there" } });
    expect(call().headers.get("Content-Type")).toMatch(/^application\/x-www-form-urlencoded/);
    expect(call().init.body).toBe("msg=hi+there");
  });

  it("never sends the token to login, but does to register", async () => {
    fetchMock.mockResolvedValueOnce(ok({ token: "x" })).mockResolvedValueOnce(ok({ token: "y" }));
    await apiRequest("POST", LOGIN_PATH, { body: { userName: "demo" } });
    await apiRequest("POST", "/api/vipuser/Rigster", { body: { userName: "new" } });
    expect(call(0).headers.has("Authorization")).toBe(false);
    expect(call(1).headers.get("Authorization")).toBe("Bearer tok-1");
  });

  it("sends no Authorization header when logged out", async () => {
    token = null;
    fetchMock.mockResolvedValueOnce(ok([]));
    await apiRequest("GET", "/api/Activity/GetActivitysV3");
    expect(call().headers.has("Authorization")).toBe(false);
  });

  it("sends arrays as repeated keys for GET and DELETE and skips undefined", async () => {
    fetchMock.mockResolvedValueOnce(ok(null)).mockResolvedValueOnce(ok(null));
    await apiRequest("GET", "/api/x", {
      query: { id: [1, 2], a: "b c", on: true, skip: undefined },
    });
    await apiRequest("DELETE", "/api/y", { query: { ids: ["p", "q"] } });
    expect(call(0).url).toBe("/api/x?id=1&id=2&a=b+c&on=true");
    expect(call(1).url).toBe("/api/y?ids=p&ids=q");
    expect(call(1).init.body).toBeUndefined();
    expect(buildQuery({})).toBe("");
  });

  it("prefixes the runtime config's apiBase", async () => {
    setRuntimeConfig({ apiBase: "https://api.example.com", encryptionKey: KEY });
    fetchMock.mockResolvedValueOnce(ok(null));
    await apiRequest("GET", "/api/News/GetAllNews", { query: { vstyle: 1 } });
    expect(call().url).toBe("https://api.example.com/api/News/GetAllNews?vstyle=1");
  });

  it("makes distinct idempotency keys the server accepts", () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(k).toMatch(/^[\x21-\x7e]{1,128}$/);
  });

  it("sends the Idempotency-Key of a money mutation", async () => {
    fetchMock.mockResolvedValueOnce(ok(null));
    await apiRequest("POST", "/api/VipUser/ChangeBalance", { idempotencyKey: "k-1" });
    expect(call().headers.get("Idempotency-Key")).toBe("k-1");
  });
});

describe("loading overlay", () => {
  const counted = () => {
    let n = 0;
    vi.mocked(hooks.showLoading).mockImplementation(() => void (n += 1));
    vi.mocked(hooks.endLoading).mockImplementation(() => void (n = Math.max(0, n - 1)));
    vi.mocked(hooks.hideLoading).mockImplementation(() => void (n = 0));
    return () => n;
  };

  it("shows while a money action runs and goes when it answers", async () => {
    const shown = counted();
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((r) => (answer = r)));
    const call = apiRequest("POST", "/api/VipUser/ChangeBalance", { idempotencyKey: "k-2" });
    expect(shown()).toBe(1);
    answer(ok(null));
    await call;
    expect(shown()).toBe(0);
  });

  it("never stays up after an error: refusal, network failure or timeout", async () => {
    const shown = counted();
    fetchMock.mockResolvedValueOnce(refusal(500, null, "boom"));
    await expect(
      apiRequest("POST", "/api/VipUser/ChangeBalance", { idempotencyKey: "k-3" }),
    ).rejects.toThrow();
    expect(shown()).toBe(0);
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(
      apiRequest("POST", "/api/VipUser/GetGameUrlV2", { overlay: true }),
    ).rejects.toThrow();
    expect(shown()).toBe(0);
    expect(hooks.showLoading).toHaveBeenCalledTimes(2);
  });

  it("is not shown for reads", async () => {
    fetchMock.mockResolvedValueOnce(ok(null));
    await apiRequest("GET", "/api/Activity/GetGameList");
    expect(hooks.showLoading).not.toHaveBeenCalled();
  });
});

describe("offline", () => {
  beforeEach(() => {
    Object.defineProperty(navigator, "onLine", { value: false, configurable: true });
  });

  it("refuses a mutation at once with a clear message, without sending it", async () => {
    const error = await apiRequest("POST", "/api/VipUser/TellerAllBalance").then(
      unexpected,
      asApiError,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe(ApiErrorKind.Offline);
    expect(error.message).toMatch(/offline/i);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(hooks.hideLoading).toHaveBeenCalled();
    expect(hooks.showToast).toHaveBeenCalledWith(error.message);
  });

  it("stays silent for a quiet mutation and still lets reads through", async () => {
    await expect(
      apiRequest("PUT", "/api/v3/vip-user/user-avatar", { quiet: true }),
    ).rejects.toMatchObject({ kind: ApiErrorKind.Offline });
    noUi();
    fetchMock.mockResolvedValueOnce(ok(5));
    await expect(apiRequest("GET", "/api/VipUser/GetPlateTypeList")).resolves.toBe(5);
  });
});

describe("error catalogue", () => {
  const defaults: [number, RegExp][] = [
    [400, /invalid request, please check the interface parameters/i],
    [403, /not allowed/i],
    [404, /does not exist/i],
    [405, /wrong request method/i],
    [406, /invalid format/i],
    [410, /has been deleted/i],
    [422, /submitted data is wrong/i],
    [429, /too many requests/i],
    [500, /server error/i],
    [502, /being updated/i],
    [503, /unavailable or overloaded/i],
    [504, /gateway timeout/i],
  ];

  it.each(defaults)("%i without a server message shows its default message", async (status, re) => {
    fetchMock.mockResolvedValueOnce(refusal(status, null));
    const error = await apiRequest("GET", "/api/x").then(unexpected, asApiError);
    expect(error).toMatchObject({ kind: ApiErrorKind.Http, status });
    expect(error.message).toMatch(re);
    expect(hooks.hideLoading).toHaveBeenCalled();
    expect(hooks.showToast).toHaveBeenCalledWith(error.message);
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });

  it.each(defaults)(
    "%i from a gateway without JSON still shows its default",
    async (status, re) => {
      fetchMock.mockResolvedValueOnce(new Response("<html>Bad gateway</html>", { status }));
      const error = await apiRequest("GET", "/api/x").then(unexpected, asApiError);
      expect(error.status).toBe(status);
      expect(hooks.showToast).toHaveBeenCalledWith(expect.stringMatching(re));
    },
  );

  it("prefers the server's message (403 and 500: server message or default)", async () => {
    fetchMock.mockResolvedValueOnce(refusal(403, null, "Account frozen"));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("Account frozen");
    expect(hooks.showToast).toHaveBeenCalledWith("Account frozen");
  });

  it("shows a string error in a dialog", async () => {
    fetchMock.mockResolvedValueOnce(refusal(422, "Insufficient balance", "Insufficient balance"));
    const error = await apiRequest("POST", "/api/VipUser/ChangeBalance").then(
      unexpected,
      asApiError,
    );
    expect(error).toMatchObject({ status: 422, error: "Insufficient balance" });
    expect(hooks.showDialog).toHaveBeenCalledWith("Insufficient balance");
    expect(hooks.showToast).not.toHaveBeenCalled();
  });

  it("shows a string error in a dialog even on a 200 answer with ok false", async () => {
    fetchMock.mockResolvedValueOnce(refusal(200, "Wrong code"));
    await expect(apiRequest("POST", "/api/x")).rejects.toMatchObject({ status: 200 });
    expect(hooks.showDialog).toHaveBeenCalledWith("Wrong code");
  });

  it("shows 'request failed' for an object error with a value field", async () => {
    fetchMock.mockResolvedValueOnce(refusal(400, { value: "bad" }, "bad"));
    await expect(apiRequest("POST", "/api/x")).rejects.toMatchObject({ error: { value: "bad" } });
    expect(hooks.showToast).toHaveBeenCalledWith("Request failed");
    expect(hooks.showDialog).not.toHaveBeenCalled();
  });

  it("shows 'request failed' for field → messages and exposes them as fieldErrors", async () => {
    const fields = { userName: ["Too short"], passWord: ["Required"] };
    fetchMock.mockResolvedValueOnce(refusal(422, fields));
    const error = await apiRequest("POST", "/api/vipuser/Rigster").then(unexpected, asApiError);
    expect(error.fieldErrors).toEqual(fields);
    expect(hooks.showToast).toHaveBeenCalledWith("Request failed");
  });

  it("closes the loading toast and shows the message for other statuses", async () => {
    fetchMock.mockResolvedValueOnce(refusal(409, null, "Already processed"));
    await expect(apiRequest("POST", "/api/x")).rejects.toMatchObject({ status: 409 });
    expect(hooks.hideLoading).toHaveBeenCalled();
    expect(hooks.showToast).toHaveBeenCalledWith("Already processed");
  });

  it("falls back to 'request failed' for another status with no message", async () => {
    fetchMock.mockResolvedValueOnce(refusal(418, null));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("Request failed");
  });

  it("shows nothing on the login and register pages, but still rejects", async () => {
    hooks.isQuietRoute.mockReturnValue(true);
    fetchMock
      .mockResolvedValueOnce(refusal(422, "Wrong password", "Wrong password"))
      .mockResolvedValueOnce(refusal(400, { userName: ["taken"] }))
      .mockResolvedValueOnce(refusal(500, null));
    await expect(apiRequest("POST", LOGIN_PATH)).rejects.toThrow("Wrong password");
    await expect(apiRequest("POST", "/api/vipuser/Rigster")).rejects.toMatchObject({ status: 400 });
    await expect(apiRequest("GET", "/api/x")).rejects.toMatchObject({ status: 500 });
    noUi();
    expect(hooks.hideLoading).toHaveBeenCalledTimes(3);
  });

  it("shows nothing when the caller asks for quiet", async () => {
    fetchMock.mockResolvedValueOnce(refusal(422, "nope", "nope"));
    await expect(apiRequest("POST", "/api/x", { quiet: true })).rejects.toThrow("nope");
    noUi();
  });

  it.each(["/common/languages", "/common/settings"])("%s errors are silent", async (path) => {
    fetchMock.mockResolvedValueOnce(refusal(500, "boom", "boom"));
    await expect(apiRequest("GET", path)).rejects.toMatchObject({ status: 500 });
    noUi();
    expect(hooks.hideLoading).not.toHaveBeenCalled();
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });
});

describe("background calls", () => {
  const opts = { background: true } as const;

  it("show nothing and close no loading indicator, whatever the refusal", async () => {
    fetchMock
      .mockResolvedValueOnce(refusal(422, "nope", "nope"))
      .mockResolvedValueOnce(refusal(500, null))
      .mockResolvedValueOnce(refusal(400, "bad", "bad"));
    await expect(apiRequest("POST", "/api/x", opts)).rejects.toThrow("nope");
    await expect(apiRequest("GET", "/api/x", opts)).rejects.toMatchObject({ status: 500 });
    await expect(apiRequest("PUT", "/api/x", opts)).rejects.toMatchObject({ status: 400 });
    noUi();
    expect(hooks.hideLoading).not.toHaveBeenCalled();
  });

  it("touch no session: a 401 starts no log-out flow, a 402 no token refresh", async () => {
    fetchMock.mockResolvedValueOnce(refusal(401, null)).mockResolvedValueOnce(refusal(402, null));
    await expect(apiRequest("GET", "/api/x", opts)).rejects.toMatchObject({ status: 401 });
    await expect(apiRequest("GET", "/api/x", opts)).rejects.toMatchObject({ status: 402 });
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(hooks.setToken).not.toHaveBeenCalled();
    // No RefreshToken call: only the two requests went out.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    noUi();
  });

  it("offline: refused without a toast", async () => {
    Object.defineProperty(navigator, "onLine", { value: false, configurable: true });
    await expect(apiRequest("POST", "/api/x", opts)).rejects.toMatchObject({
      kind: ApiErrorKind.Offline,
    });
    noUi();
    expect(hooks.hideLoading).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("send the given token, kept alive", async () => {
    token = null;
    fetchMock.mockResolvedValueOnce(ok(true));
    await apiRequest("POST", LOGOUT_PATH, { ...opts, token: "old", keepalive: true });
    expect(call().headers.get("Authorization")).toBe("Bearer old");
    expect(call().init.keepalive).toBe(true);
  });

  it("a quiet (not background) call still ends an expired session", async () => {
    fetchMock.mockResolvedValueOnce(refusal(401, null));
    await expect(apiRequest("GET", "/api/x", { quiet: true })).rejects.toThrow();
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
    noUi();
  });
});

describe("401", () => {
  it("with a token: hands over to the log-out flow with the default message", async () => {
    fetchMock.mockResolvedValueOnce(refusal(401, null));
    await expect(apiRequest("GET", "/api/VipUser/GetUserByUid")).rejects.toMatchObject({
      status: 401,
    });
    expect(hooks.onUnauthorized).toHaveBeenCalledWith(true, expect.stringMatching(/log in again/));
    noUi();
  });

  it("without a token: hands over to the go-to-login flow", async () => {
    token = null;
    fetchMock.mockResolvedValueOnce(refusal(401, "Login required", "Login required"));
    await expect(apiRequest("GET", "/api/VipUser/GetUserByUid")).rejects.toThrow();
    expect(hooks.onUnauthorized).toHaveBeenCalledWith(false, "Login required");
    noUi();
  });

  it("still ends the session for a quiet request", async () => {
    fetchMock.mockResolvedValueOnce(refusal(401, null));
    await expect(
      apiRequest("GET", "/api/News/GetVipUserLetters", { quiet: true }),
    ).rejects.toThrow();
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("a refused logout (dead token, 401 or 402) ends nothing and shows nothing", async () => {
    fetchMock.mockResolvedValueOnce(refusal(401, null)).mockResolvedValueOnce(refusal(402, null));
    const opts = { background: true, token: "old" } as const;
    await expect(apiRequest("POST", LOGOUT_PATH, opts)).rejects.toMatchObject({ status: 401 });
    await expect(apiRequest("POST", LOGOUT_PATH, opts)).rejects.toMatchObject({ status: 402 });
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    noUi();
  });

  it("a refused login is not an expired session", async () => {
    hooks.isQuietRoute.mockReturnValue(true);
    fetchMock.mockResolvedValueOnce(refusal(401, "Wrong password", "Wrong password"));
    await expect(apiRequest("POST", LOGIN_PATH)).rejects.toThrow("Wrong password");
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });
});

describe("402 silent refresh", () => {
  function route(handler: (path: string, auth: string | null) => Response) {
    fetchMock.mockImplementation(async (url, init) => {
      const auth = new Headers(init?.headers).get("Authorization");
      return handler(String(url), auth);
    });
  }

  it("refreshes once for concurrent requests, stores the token and retries each once", async () => {
    let refreshes = 0;
    route((path, auth) => {
      if (path === REFRESH_PATH) {
        refreshes++;
        expect(auth).toBe("Bearer tok-1");
        return ok({ token: "tok-2" });
      }
      return auth === "Bearer tok-2" ? ok(path) : refusal(402, null, "expired");
    });
    const paths = ["/api/a", "/api/b", "/api/c"];
    await expect(Promise.all(paths.map((p) => apiRequest("GET", p)))).resolves.toEqual(paths);
    expect(refreshes).toBe(1);
    expect(hooks.setToken).toHaveBeenCalledTimes(1);
    expect(hooks.setToken).toHaveBeenCalledWith("tok-2");
    expect(fetchMock).toHaveBeenCalledTimes(7);
    noUi();
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it("a 402 that arrives after the refresh retries with the new token without refreshing", async () => {
    route((path, auth) => {
      if (path === REFRESH_PATH) return ok({ token: "tok-2" });
      return auth === "Bearer tok-2" ? ok("fine") : refusal(402, null);
    });
    await apiRequest("GET", "/api/a");
    token = "tok-2";
    hooks.getToken.mockReturnValueOnce("tok-1"); // the late request was sent with the old token
    await expect(apiRequest("GET", "/api/b")).resolves.toBe("fine");
    expect(fetchMock.mock.calls.filter(([u]) => u === REFRESH_PATH)).toHaveLength(1);
  });

  it("retries a money mutation with the same body and Idempotency-Key", async () => {
    route((path, auth) => {
      if (path === REFRESH_PATH) return ok({ token: "tok-2" });
      return auth === "Bearer tok-2" ? ok("moved") : refusal(402, null);
    });
    const body = { fromPlateType: "sys", toPlateType: "slot", amount: "5.00" };
    await expect(
      apiRequest("POST", "/api/VipUser/ChangeBalance", { body, idempotencyKey: "once" }),
    ).resolves.toBe("moved");
    const first = call(0);
    const retry = call(2);
    expect(retry.url).toBe("/api/VipUser/ChangeBalance");
    expect(retry.init.body).toBe(first.init.body);
    expect(retry.headers.get("Idempotency-Key")).toBe("once");
    expect(retry.headers.get("Authorization")).toBe("Bearer tok-2");
  });

  it("retries only once: a second 402 ends the session", async () => {
    route((path) => (path === REFRESH_PATH ? ok({ token: "tok-2" }) : refusal(402, null)));
    await expect(apiRequest("GET", "/api/a")).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(hooks.onUnauthorized).toHaveBeenCalledWith(true, expect.any(String));
  });

  it("a failed refresh ends the session once for all waiting requests", async () => {
    route((path) => (path === REFRESH_PATH ? refusal(401, null) : refusal(402, null)));
    const results = await Promise.allSettled([
      apiRequest("GET", "/api/a"),
      apiRequest("GET", "/api/b"),
    ]);
    for (const r of results) {
      expect(r.status).toBe("rejected");
      expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 401 });
    }
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(hooks.onUnauthorized).toHaveBeenCalledWith(true, expect.stringMatching(/log in again/));
    expect(hooks.setToken).not.toHaveBeenCalled();
  });

  it("a refresh that cannot reach the server keeps the session", async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === REFRESH_PATH) throw new TypeError("Failed to fetch");
      return refusal(402, null);
    });
    await expect(apiRequest("GET", "/api/a")).rejects.toMatchObject({
      kind: ApiErrorKind.Network,
    });
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(hooks.setToken).not.toHaveBeenCalled();
  });

  it("a 402 without a token goes to login", async () => {
    token = null;
    fetchMock.mockResolvedValueOnce(refusal(402, null));
    await expect(apiRequest("GET", "/api/a")).rejects.toMatchObject({ status: 401 });
    expect(hooks.onUnauthorized).toHaveBeenCalledWith(false, expect.any(String));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("timeout and aborts", () => {
  function hang() {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () =>
            reject(new DOMException("aborted", "AbortError")),
          );
        }),
    );
  }

  it(`gives up after ${REQUEST_TIMEOUT_MS} ms and reports it`, async () => {
    vi.useFakeTimers();
    hang();
    const pending = apiRequest("GET", "/api/slow").then(unexpected, asApiError);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(call().init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ kind: ApiErrorKind.Timeout, status: 0 });
    expect(error.message).toMatch(/timed out/);
    noUi();
    const [report] = await reportsSent();
    expect(report).toMatchObject({ fatal: false });
    expect(report!.description).toContain("GET /api/slow");
  });

  it("follows the caller's abort signal without reporting", async () => {
    hang();
    const controller = new AbortController();
    const pending = apiRequest("GET", "/api/slow", { signal: controller.signal }).then(
      unexpected,
      asApiError,
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    controller.abort();
    await expect(pending).resolves.toMatchObject({ kind: ApiErrorKind.Aborted });
    expect(beacon).not.toHaveBeenCalled();
  });

  it("does not send at all when already aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(apiRequest("GET", "/api/x", { signal: controller.signal })).rejects.toMatchObject({
      kind: ApiErrorKind.Aborted,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("unexpected errors", () => {
  it("reports a network TypeError as fatal, showing nothing", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(apiRequest("GET", "/api/x")).rejects.toMatchObject({
      kind: ApiErrorKind.Network,
    });
    noUi();
    const [report] = await reportsSent();
    expect(report).toMatchObject({
      name: "exception",
      fatal: true,
      description: "Failed to fetch | unknown | GET /api/x",
    });
    expect(beacon.mock.calls[0]![0]).toBe("/api/events");
  });

  it("reports an unreadable ok answer as a fatal SyntaxError", async () => {
    fetchMock.mockResolvedValueOnce(new Response("{not json", { status: 200 }));
    await expect(apiRequest("GET", "/api/x")).rejects.toMatchObject({
      kind: ApiErrorKind.InvalidResponse,
    });
    noUi();
    expect((await reportsSent())[0]).toMatchObject({ fatal: true });
  });
});

describe("encrypted responses", () => {
  it("decrypts a crypto-js AES result with the runtime config key", async () => {
    const result = { cardNo: "6222 0000 1111 2222", bank: "ICBC" };
    const ciphertext = AES.encrypt(JSON.stringify(result), KEY).toString();
    fetchMock.mockResolvedValueOnce(ok(ciphertext, { encrypted: true }));
    await expect(apiRequest("POST", "/api/VipUser/GetDefaultVipBankAccount")).resolves.toEqual(
      result,
    );
  });

  it("reports a result it cannot decrypt", async () => {
    const ciphertext = AES.encrypt(JSON.stringify({ a: 1 }), "other-key").toString();
    fetchMock.mockResolvedValueOnce(ok(ciphertext, { encrypted: true }));
    await expect(apiRequest("POST", "/api/VipUser/GetGameUrlV2")).rejects.toMatchObject({
      kind: ApiErrorKind.InvalidResponse,
    });
    noUi();
    expect(beacon).toHaveBeenCalledTimes(1);
  });
});

describe("localized defaults", () => {
  it("uses the Chinese catalogue messages under zh-hans", async () => {
    const catalogs = import.meta.glob<{ messages: Messages }>("../../locales/zh-hans/app.po");
    const load = Object.values(catalogs)[0]!;
    i18n.loadAndActivate({ locale: "zh-hans", messages: (await load()).messages });
    try {
      fetchMock.mockResolvedValueOnce(refusal(404, null)).mockResolvedValueOnce(refusal(400, {}));
      await expect(apiRequest("GET", "/api/x")).rejects.toThrow("请求的资源不存在");
      await expect(apiRequest("GET", "/api/x")).rejects.toThrow();
      expect(hooks.showToast).toHaveBeenLastCalledWith("请求失败");
    } finally {
      i18n.loadAndActivate({ locale: "en", messages: {} });
    }
  });
});

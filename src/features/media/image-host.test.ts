import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeImage } from "./fake-image";
import { PING_PATH } from "../../api/contract/constants";
import {
  chooseImageHost,
  createImageHostSelector,
  currentImageHost,
  peekImageHost,
  pingHost,
  resetImageHost,
} from "./image-host";
import { needsImageHost, parseCdnCandidates, resolveImageUrl } from "./image-url";

const A = "http://cdn-a.test";
const B = "http://cdn-b.test";
const base = { protocol: "https:", origin: "https://app.test" };

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("Image", FakeImage);
  FakeImage.reset();
  resetImageHost();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Settles a promise under fake timers, reporting when (in fake ms) it did. */
function track<T>(promise: Promise<T>) {
  const start = Date.now();
  const state: { value?: T; at?: number } = {};
  void promise.then((value) => {
    state.value = value;
    state.at = Date.now() - start;
  });
  return state;
}

describe("parseCdnCandidates", () => {
  it("accepts empty, one host, or a comma-separated list, in order", () => {
    expect(parseCdnCandidates("", base)).toEqual([]);
    expect(parseCdnCandidates(null, base)).toEqual([]);
    expect(parseCdnCandidates(" , ", base)).toEqual([]);
    expect(parseCdnCandidates("img.cdn.test", base)).toEqual(["https://img.cdn.test"]);
    expect(
      parseCdnCandidates("http://a.test:9/, //b.test, https://c.test/tenant1/ ,a.test", base),
    ).toEqual(["http://a.test:9", "https://b.test", "https://c.test/tenant1", "https://a.test"]);
  });

  it("drops duplicates, invalid entries, other schemes and the app's own origin", () => {
    expect(
      parseCdnCandidates("https://app.test, ftp://x.test, http://, x.test, https://x.test", base),
    ).toEqual(["https://x.test"]);
  });
});

describe("pingHost", () => {
  it("loads the ping image from the host", async () => {
    FakeImage.behaviour.set(A, { ok: true, afterMs: 50 });
    const ping = track(pingHost(A));
    await vi.advanceTimersByTimeAsync(50);
    expect(ping.value).toBe(true);
    expect(FakeImage.instances[0]!.src.startsWith(`${A}${PING_PATH}?`)).toBe(true);
  });

  it("gives up after exactly 3 s (docs/product.md §9)", async () => {
    FakeImage.behaviour.set(A, "hang");
    const ping = track(pingHost(A));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(ping.at).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(ping).toEqual({ value: false, at: 3_000 });
  });

  it("reports an error as unreachable at once", async () => {
    FakeImage.behaviour.set(A, { ok: false, afterMs: 10 });
    const ping = track(pingHost(A));
    await vi.advanceTimersByTimeAsync(10);
    expect(ping).toEqual({ value: false, at: 10 });
  });
});

describe("chooseImageHost", () => {
  it("uses same origin without pinging when there is no CDN", async () => {
    await expect(chooseImageHost("")).resolves.toBe("");
    expect(peekImageHost(undefined)).toBe("");
    expect(FakeImage.instances).toHaveLength(0);
  });

  it("falls back to the next candidate when the first fails", async () => {
    FakeImage.behaviour.set(A, { ok: false, afterMs: 5 });
    FakeImage.behaviour.set(B, { ok: true, afterMs: 20 });
    const choice = track(chooseImageHost(`${A},${B}`));
    await vi.advanceTimersByTimeAsync(20);
    expect(choice).toEqual({ value: B, at: 20 });
  });

  it("waits for an earlier candidate up to the timeout before taking a later one", async () => {
    FakeImage.behaviour.set(A, "hang");
    FakeImage.behaviour.set(B, { ok: true, afterMs: 5 });
    const choice = track(chooseImageHost(`${A},${B}`));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(choice.value).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(choice).toEqual({ value: B, at: 3_000 });
  });

  it("prefers the first reachable candidate even when a later one answers sooner", async () => {
    FakeImage.behaviour.set(A, { ok: true, afterMs: 2_000 });
    FakeImage.behaviour.set(B, { ok: true, afterMs: 5 });
    const choice = track(chooseImageHost(`${A},${B}`));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(choice).toEqual({ value: A, at: 2_000 });
  });

  it("ends at same origin when no CDN answers, within one timeout", async () => {
    FakeImage.behaviour.set(A, "hang");
    FakeImage.behaviour.set(B, { ok: false, afterMs: 100 });
    const choice = track(chooseImageHost(`${A},${B}`));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(choice).toEqual({ value: "", at: 3_000 });
  });

  it("shares one selection and one ping per host between concurrent callers", async () => {
    FakeImage.behaviour.set(A, { ok: false, afterMs: 5 });
    FakeImage.behaviour.set(B, { ok: true, afterMs: 5 });
    const first = chooseImageHost(`${A},${B}`);
    const second = chooseImageHost(` ${A},${B} `);
    expect(second).toBe(first);
    await vi.advanceTimersByTimeAsync(5);
    await expect(Promise.all([first, second])).resolves.toEqual([B, B]);
    expect(FakeImage.pingsTo(A)).toBe(1);
    expect(FakeImage.pingsTo(B)).toBe(1);
  });

  it("remembers the choice for the session, even after a reload", async () => {
    FakeImage.behaviour.set(A, { ok: false, afterMs: 5 });
    FakeImage.behaviour.set(B, { ok: true, afterMs: 5 });
    void chooseImageHost(`${A},${B}`);
    await vi.advanceTimersByTimeAsync(5);
    expect(peekImageHost(`${A},${B}`)).toBe(B);
    expect(resolveImageUrl("/assets/logo.png", currentImageHost())).toBe(`${B}/assets/logo.png`);

    // A fresh module instance stands for a reload in the same tab.
    vi.resetModules();
    const reloaded = await import("./image-host");
    expect(reloaded.peekImageHost(`${A},${B}`)).toBe(B);
    await expect(reloaded.chooseImageHost(`${A},${B}`)).resolves.toBe(B);
    expect(FakeImage.instances).toHaveLength(2);
  });

  it("chooses again when the tenant's cdnDomain changes", async () => {
    FakeImage.behaviour.set(A, { ok: true, afterMs: 5 });
    FakeImage.behaviour.set(B, { ok: true, afterMs: 5 });
    void chooseImageHost(A);
    await vi.advanceTimersByTimeAsync(5);
    expect(peekImageHost(B)).toBeUndefined();
    const choice = track(chooseImageHost(B));
    await vi.advanceTimersByTimeAsync(5);
    expect(choice.value).toBe(B);
  });
});

describe("chooseImageHost offline", () => {
  function setOnline(online: boolean) {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  }
  afterEach(() => vi.restoreAllMocks());

  it("uses the last host that worked without pinging, then chooses again once online", async () => {
    FakeImage.behaviour.set(A, { ok: false, afterMs: 5 });
    FakeImage.behaviour.set(B, { ok: true, afterMs: 5 });
    void chooseImageHost(`${A},${B}`);
    await vi.advanceTimersByTimeAsync(5);
    // A later session starts offline.
    sessionStorage.clear();
    vi.resetModules();
    const later = await import("./image-host");
    setOnline(false);
    await expect(later.chooseImageHost(`${A},${B}`)).resolves.toBe(B);
    expect(FakeImage.instances).toHaveLength(2);
    expect(sessionStorage.length).toBe(0);

    FakeImage.behaviour.set(A, { ok: true, afterMs: 5 });
    setOnline(true);
    window.dispatchEvent(new Event("online"));
    // The offline choice holds until the new one is made.
    expect(later.peekImageHost(`${A},${B}`)).toBe(B);
    await vi.advanceTimersByTimeAsync(5);
    expect(later.peekImageHost(`${A},${B}`)).toBe(A);
    later.resetImageHost();
  });

  it("uses same origin offline when no host ever worked", async () => {
    setOnline(false);
    await expect(chooseImageHost(A)).resolves.toBe("");
    expect(FakeImage.instances).toHaveLength(0);
  });
});

describe("resolveImageUrl", () => {
  it("leaves absolute URLs as they are", () => {
    for (const url of [
      "https://x.test/a.png",
      "//x.test/a.png",
      "data:image/gif;base64,R0",
      "blob:x",
    ]) {
      expect(resolveImageUrl(url, A)).toBe(url);
    }
  });

  it("re-points absolute URLs on any configured CDN host to the chosen host", () => {
    const list = `${A},${B}`;
    expect(resolveImageUrl(`${A}/assets/a.png`, B, list)).toBe(`${B}/assets/a.png`);
    expect(resolveImageUrl(`${B}/assets/a.png`, "", list)).toBe("/assets/a.png");
    // A platform that joined the whole list in front of the path.
    expect(resolveImageUrl(`${list}/assets/a.png`, B, list)).toBe(`${B}/assets/a.png`);
    expect(resolveImageUrl("https://elsewhere.test/a.png", B, list)).toBe(
      "https://elsewhere.test/a.png",
    );
    expect(needsImageHost(`${A}/x.png`, list)).toBe(true);
    expect(needsImageHost("https://elsewhere.test/x.png", list)).toBe(false);
    expect(needsImageHost("x.png", "")).toBe(true);
  });

  it("prefixes relative paths with the host, or keeps them rooted for same origin", () => {
    expect(resolveImageUrl("/assets/a.png", A)).toBe(`${A}/assets/a.png`);
    expect(resolveImageUrl("assets/a.png", A)).toBe(`${A}/assets/a.png`);
    expect(resolveImageUrl("assets/a.png", "")).toBe("/assets/a.png");
    expect(resolveImageUrl("", A)).toBe("");
    expect(resolveImageUrl(null, A)).toBe("");
  });
});

describe("createImageHostSelector", () => {
  it("keeps its own choices and pings through the function it is given", async () => {
    const pinged: string[] = [];
    const selector = createImageHostSelector(async (host) => {
      pinged.push(host);
      return host === B;
    });
    await expect(selector.choose(`${A},${B}`)).resolves.toBe(B);
    expect(pinged).toEqual([A, B]);
    expect(selector.current()).toBe(B);
    // The app's selector made no choice and sent no ping of its own.
    expect(currentImageHost()).toBe("");
    expect(FakeImage.instances).toHaveLength(0);

    selector.reset();
    expect(selector.current()).toBe("");
    expect(selector.peek(`${A},${B}`)).toBeUndefined();
  });
});

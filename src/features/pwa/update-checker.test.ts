// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VERSION_POLL_MS } from "../../api/contract/constants";
import { CheckResult, createUpdateChecker } from "./update-checker";

interface FakeReg {
  active: object | null;
  installing: object | null;
  waiting: object | null;
  update: ReturnType<typeof vi.fn>;
}

function setup(opts: { online?: boolean; visible?: boolean } = {}) {
  let online = opts.online ?? true;
  const reg: FakeReg = {
    active: { state: "activated" },
    installing: null,
    waiting: null,
    update: vi.fn().mockResolvedValue(undefined),
  };
  const target = new EventTarget();
  const onWaiting = vi.fn();
  const checker = createUpdateChecker({
    intervalMs: VERSION_POLL_MS,
    isOnline: () => online,
    registration: () => reg as unknown as ServiceWorkerRegistration,
    onWaiting,
    target: target as unknown as Window,
    isVisible: () => opts.visible ?? true,
  });
  return { reg, target, onWaiting, checker, setOnline: (v: boolean) => (online = v) };
}

describe("update checker", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks the registration for an update every 30 s", async () => {
    const { reg, checker } = setup();
    checker.start();
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS - 1);
    expect(reg.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reg.update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS * 3);
    expect(reg.update).toHaveBeenCalledTimes(4);
    checker.stop();
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS * 3);
    expect(reg.update).toHaveBeenCalledTimes(4);
  });

  it("skips while offline and resumes when back online", async () => {
    const { reg, checker, setOnline } = setup({ online: false });
    checker.start();
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS * 2);
    expect(reg.update).not.toHaveBeenCalled();
    setOnline(true);
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(reg.update).toHaveBeenCalledTimes(1);
    checker.stop();
  });

  it("skips while a new worker is installing", async () => {
    const { reg, checker } = setup();
    reg.installing = {};
    expect(await checker.check()).toBe(CheckResult.Installing);
    expect(reg.update).not.toHaveBeenCalled();
  });

  it("does not overlap checks", async () => {
    const { reg, checker } = setup();
    let finish = () => {};
    reg.update.mockReturnValue(new Promise<void>((r) => (finish = r)));
    const first = checker.check();
    expect(await checker.check()).toBe(CheckResult.Busy);
    finish();
    expect(await first).toBe(CheckResult.Checked);
    expect(reg.update).toHaveBeenCalledTimes(1);
  });

  it("reports a waiting worker at every check, so a declined update is offered again", async () => {
    const { reg, checker, onWaiting } = setup();
    reg.update.mockImplementation(async () => {
      reg.waiting = { state: "installed" };
    });
    checker.start();
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(onWaiting).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(onWaiting).toHaveBeenCalledTimes(2);
    checker.stop();
  });

  it("still fetches sw.js while a declined worker waits, so a newer deploy replaces it", async () => {
    const { reg, checker, onWaiting } = setup();
    reg.waiting = { state: "installed", deploy: "B" };
    const newer = { state: "installing", deploy: "C" };
    reg.update.mockImplementation(async () => {
      reg.installing = newer;
    });
    // C is installing behind B: B is not offered now (C is, once installed).
    expect(await checker.check()).toBe(CheckResult.Installing);
    expect(reg.update).toHaveBeenCalledTimes(1);
    expect(onWaiting).not.toHaveBeenCalled();
    reg.installing = null;
    reg.waiting = newer;
    reg.update.mockResolvedValue(undefined);
    expect(await checker.check()).toBe(CheckResult.Waiting);
    expect(onWaiting).toHaveBeenCalledWith(newer);
    expect(reg.update).toHaveBeenCalledTimes(2);
  });

  it("offers the waiting worker even when fetching sw.js fails", async () => {
    const { reg, checker, onWaiting } = setup();
    reg.waiting = { state: "installed" };
    reg.update.mockRejectedValue(new TypeError("offline"));
    expect(await checker.check()).toBe(CheckResult.Waiting);
    expect(onWaiting).toHaveBeenCalledTimes(1);
  });

  it("checks when the app returns to the foreground (iOS home-screen resume)", async () => {
    const { reg, checker, target } = setup();
    checker.start();
    target.dispatchEvent(new Event("pageshow"));
    await vi.advanceTimersByTimeAsync(0);
    target.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    target.dispatchEvent(new Event("focus"));
    await vi.advanceTimersByTimeAsync(0);
    expect(reg.update).toHaveBeenCalledTimes(3);
    checker.stop();
    target.dispatchEvent(new Event("focus"));
    await vi.advanceTimersByTimeAsync(0);
    expect(reg.update).toHaveBeenCalledTimes(3);
  });

  it("ignores foreground events while hidden", async () => {
    const { reg, checker, target } = setup({ visible: false });
    checker.start();
    target.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect(reg.update).not.toHaveBeenCalled();
    checker.stop();
  });

  it("does not mistake a first install passing through the waiting slot for an update", async () => {
    const { reg, checker, onWaiting } = setup();
    reg.active = null;
    reg.waiting = { state: "installed" };
    expect(await checker.check()).not.toBe(CheckResult.Waiting);
    expect(onWaiting).not.toHaveBeenCalled();
  });

  it("survives a failed update fetch and tries again at the next tick", async () => {
    const { reg, checker } = setup();
    reg.update.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await checker.check()).toBe(CheckResult.Failed);
    expect(await checker.check()).toBe(CheckResult.Checked);
  });
});

// @vitest-environment node
// `.ci/run`'s summary (scripts/ci-summary.ts) on fixture reports in vitest's and Playwright's
// shapes: flaky tests named apart, two failed tries in a row counted as a failure, and the last
// line `N passed, N failed`.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readReports, summarise, summaryLines } from "../scripts/ci-summary.ts";

const FIXTURES = resolve("tests/fixtures/ci-summary");
const SCRIPT = resolve("scripts/ci-summary.ts");

describe(".ci/run's summary", () => {
  it("names the tests that passed on their retry, and counts them passed", () => {
    const s = summarise(readReports(FIXTURES), 0, 0);
    expect(s.flaky).toEqual([
      "lobby.spec.ts: filters by category [chromium]",
      "pwa-update.spec.ts: offers the new version [chromium-full]",
    ]);
    // 7 unit tests, 1 e2e first-try pass, 2 flaky, the quick start.
    expect(s.passed).toBe(7 + 1 + 2 + 1);
  });

  it("counts a test that failed two tries in a row before passing as failed, by name", () => {
    const s = summarise(readReports(FIXTURES), 1, 0);
    expect(s.failedTwice).toEqual(["lobby.spec.ts: search › finds a game [chromium]"]);
    // That one and the test that never passed.
    expect(s.failed).toBe(2);
  });

  it("ends with one line `N passed, N failed`, the flaky tests named on the lines before", () => {
    const lines = summaryLines(summarise(readReports(FIXTURES), 1, 1));
    expect(lines.at(-1)).toBe("10 passed, 3 failed");
    expect(lines.slice(0, -1)).toEqual([
      "flaky (passed on its retry): lobby.spec.ts: filters by category [chromium]",
      "flaky (passed on its retry): pwa-update.spec.ts: offers the new version [chromium-full]",
      "failed (2 tries in a row, then passed): lobby.spec.ts: search › finds a game [chromium]",
    ]);
  });

  it("counts a failure before any test ran, and the quick start", () => {
    expect(summaryLines(summarise([], 2, 0))).toEqual(["1 passed, 1 failed"]);
    expect(summaryLines(summarise([], 0, 1))).toEqual(["0 passed, 1 failed"]);
  });

  // Each test starts a Node process: seconds on a busy machine.
  describe("run as .ci/run runs it", { timeout: 30_000 }, () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), "pf-ci-summary-"));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    const run = (...args: string[]) => {
      try {
        return {
          out: execFileSync(process.execPath, [SCRIPT, ...args], { cwd: dir, encoding: "utf8" }),
          code: 0,
        };
      } catch (e) {
        const err = e as { stdout: string; status: number };
        return { out: err.stdout, code: err.status };
      }
    };

    it("reads .reports/, skips a report cut short, and fails the run on a failure", () => {
      cpSync(FIXTURES, join(dir, ".reports"), { recursive: true });
      writeFileSync(join(dir, ".reports", "cut-short.json"), '{ "numPassedTests": ');
      const { out, code } = run("0", "0");
      expect(out.trim().split("\n").at(-1)).toBe("11 passed, 2 failed");
      expect(code).toBe(1);
    });

    it("passes a run with no failure", () => {
      cpSync(join(FIXTURES, "vitest.json"), join(dir, ".reports", "vitest.json"));
      const { out, code } = run("0", "0");
      expect(out).toBe("8 passed, 0 failed\n");
      expect(code).toBe(0);
    });
  });
});

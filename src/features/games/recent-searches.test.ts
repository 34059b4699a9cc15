import { afterEach, describe, expect, it } from "vitest";
import {
  forgetSearches,
  pushSearch,
  readRecentSearches,
  recentSearchesKey,
  rememberSearch,
} from "./recent-searches";

afterEach(() => localStorage.clear());

describe("recent game searches", () => {
  it("keeps the newest first, once, and lets a continued text replace its start", () => {
    expect(pushSearch([], " baccarat ")).toEqual(["baccarat"]);
    expect(pushSearch(["bac", "tiger"], "baccarat")).toEqual(["baccarat", "tiger"]);
    expect(pushSearch(["tiger", "Baccarat"], "baccarat")).toEqual(["baccarat", "tiger"]);
    // One letter is no search; the list is at most six long.
    expect(pushSearch(["tiger"], "b")).toEqual(["tiger"]);
    expect(pushSearch(["a1", "a2", "a3", "a4", "a5", "a6"], "zz")).toEqual([
      "zz",
      "a1",
      "a2",
      "a3",
      "a4",
      "a5",
    ]);
  });

  it("are stored per tenant host under a member key, and forgotten on request", () => {
    rememberSearch("tiger");
    rememberSearch("baccarat");
    expect(readRecentSearches()).toEqual(["baccarat", "tiger"]);
    expect(localStorage.getItem(recentSearchesKey(location.host))).toBe('["baccarat","tiger"]');
    expect(recentSearchesKey(location.host)).toMatch(/^member\./);
    localStorage.setItem(recentSearchesKey(location.host), "{not json");
    expect(readRecentSearches()).toEqual([]);
    rememberSearch("tiger");
    forgetSearches();
    expect(readRecentSearches()).toEqual([]);
  });
});

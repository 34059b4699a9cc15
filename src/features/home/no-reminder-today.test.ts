import { beforeEach, describe, expect, it } from "vitest";
import { isSnoozedToday, snoozeToday } from "./no-reminder-today";

describe("no reminder today", () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/");
  });

  it("is off until the visitor snoozes", () => {
    expect(isSnoozedToday(localStorage)).toBe(false);
  });

  it("holds for the rest of the same day and ends the next day", () => {
    const morning = new Date(2026, 10, 22, 9, 0).getTime();
    snoozeToday(localStorage, morning);
    expect(localStorage.getItem("closeToday")).toBe("true");
    expect(localStorage.getItem("todayTimeStamp")).toBe(String(morning));
    expect(isSnoozedToday(localStorage, new Date(2026, 10, 22, 23, 59).getTime())).toBe(true);
    expect(isSnoozedToday(localStorage, new Date(2026, 10, 23, 0, 1).getTime())).toBe(false);
  });

  it("stores nothing in preview mode", () => {
    window.history.replaceState(null, "", "/?previewonly=1");
    snoozeToday(localStorage, Date.now());
    expect(localStorage.getItem("closeToday")).toBeNull();
  });
});

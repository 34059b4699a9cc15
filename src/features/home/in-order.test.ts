// @vitest-environment node
import { describe, expect, it } from "vitest";
import { inOrder, type HomeReady } from "./in-order";

const all: HomeReady = { company: true, menus: true, catalogue: true, promotions: true };

describe("inOrder", () => {
  it("shows every section when all data has settled", () => {
    const show = inOrder(all);
    expect(["company", "menus", "catalogue", "promotions"].map((s) => show(s as never))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it("holds back every section below the first unsettled one, even if its own data is in", () => {
    const show = inOrder({ ...all, menus: false });
    expect(show("company")).toBe(true);
    expect(show("menus")).toBe(false);
    expect(show("promotions")).toBe(false);
    expect(show("company")).toBe(false);
  });

  it("follows the order a layout asks in, not a fixed one", () => {
    const show = inOrder({ ...all, catalogue: false });
    expect(show("promotions")).toBe(true);
    expect(show("menus")).toBe(true);
    expect(show("catalogue")).toBe(false);
    expect(show("menus")).toBe(false);
  });
});

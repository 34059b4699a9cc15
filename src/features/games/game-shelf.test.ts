import { describe, expect, it } from "vitest";
import { pushRecent, readIdList, toggleFavourite, writeIdList } from "./game-shelf";

describe("game shelf", () => {
  it("toggles favourites, newest first", () => {
    expect(toggleFavourite([], "a")).toEqual(["a"]);
    expect(toggleFavourite(["a"], "b")).toEqual(["b", "a"]);
    expect(toggleFavourite(["b", "a"], "a")).toEqual(["b"]);
  });

  it("keeps recently played unique, most recent first, capped", () => {
    expect(pushRecent(["a", "b", "c"], "b")).toEqual(["b", "a", "c"]);
    expect(pushRecent(["a", "b", "c"], "d", 3)).toEqual(["d", "a", "b"]);
  });

  it("reads back what it wrote and ignores garbage", () => {
    writeIdList(localStorage, "k", ["x", "y"]);
    expect(readIdList(localStorage, "k")).toEqual(["x", "y"]);
    localStorage.setItem("k", "{not json");
    expect(readIdList(localStorage, "k")).toEqual([]);
    localStorage.setItem("k", JSON.stringify([1, "z", null]));
    expect(readIdList(localStorage, "k")).toEqual(["z"]);
  });
});

describe("withoutPlay", () => {
  it("drops only the play param", async () => {
    const { withoutPlay } = await import("./use-enter-game");
    expect(withoutPlay("/en/game-slot/slot?play=pg-001&q=x")).toBe("/en/game-slot/slot?q=x");
    expect(withoutPlay("/subgame/live")).toBe("/subgame/live");
  });
});

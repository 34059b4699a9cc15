// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Letter } from "../../api/contract/news";
import { unreadFirst } from "./use-letters";

const letter = (id: number, nstatus: number): Letter => ({
  id,
  box: 0,
  nstatus,
  title: `t${id}`,
  content: "",
  from: "",
  to: "",
  createdAt: "2026-01-01T00:00:00Z",
});

describe("unreadFirst", () => {
  it("puts unread letters first and keeps the newest-first order within each group", () => {
    const got = unreadFirst([letter(5, 1), letter(4, 0), letter(3, 1), letter(2, 0)]);
    expect(got.map((l) => l.id)).toEqual([4, 2, 5, 3]);
  });
});

import { describe, expect, it } from "vitest";
import type { AppShortMenu } from "../../api/contract/common";
import { MenuCode } from "../../api/contract/constants";
import { memberMenus } from "./server-menus";

const menu = (id: number, menuCode: number, jumpUrl = "/x"): AppShortMenu => ({
  id,
  menuCode,
  displayName: `m${id}`,
  iconUrl: "",
  fontColor: "",
  jumpUrl,
  newJumpUrl: "",
  openMode: 2,
});

describe("memberMenus", () => {
  it("keeps the member codes in spec order and drops the rest and empty links", () => {
    const got = memberMenus([
      menu(1, MenuCode.Other),
      menu(2, MenuCode.QuickMenu),
      menu(3, MenuCode.SelfReturn),
      menu(4, MenuCode.OnlineService, ""),
      menu(5, MenuCode.Activity),
      menu(6, MenuCode.QQService),
    ]);
    expect(got.map((m) => m.id)).toEqual([3, 5, 6, 1]);
  });
});

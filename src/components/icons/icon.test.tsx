import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import * as icons from "./index";
import { HomeIcon, MenuCodeIcon, RefreshIcon, ICON_SIZE_VAR } from "./index";
import { MenuCode } from "../../api/contract/constants";

type IconComponent = (props: icons.IconProps) => React.ReactElement;
const iconEntries = Object.entries(icons).filter(
  ([name, value]) => name !== "Icon" && name.endsWith("Icon") && typeof value === "function",
) as [string, IconComponent][];

describe("icon set", () => {
  it("draws a different icon for each platform menu code, and no digit", () => {
    const drawn = Object.values(MenuCode).map(
      (code) => render(<MenuCodeIcon code={code} />).container.innerHTML,
    );
    expect(new Set(drawn).size).toBe(drawn.length);
    for (const svg of drawn) expect(svg).not.toMatch(/<text/);
  });

  it("exports the icons the app shell needs", () => {
    const names = iconEntries.map(([name]) => name);
    for (const needed of [
      "HomeIcon",
      "MineIcon",
      "DepositIcon",
      "DepositRecordsIcon",
      "WithdrawalIcon",
      "TransferIcon",
      "WalletAddressIcon",
      "BitcoinIcon",
      "TwoFactorIcon",
      "OnlineSupportIcon",
      "NotificationsIcon",
      "LettersIcon",
      "SettingsIcon",
      "LogoutIcon",
      "RefreshIcon",
      "SlotIcon",
      "LiveIcon",
      "SportsIcon",
      "LotteryIcon",
      "ChessIcon",
      "FishIcon",
    ]) {
      expect(names).toContain(needed);
    }
  });

  it.each(iconEntries)(
    "%s draws in currentColor on a 24×24 grid and is hidden by default",
    (_, Cmp) => {
      const { container } = render(<Cmp />);
      const svg = container.querySelector("svg");
      expect(svg).not.toBeNull();
      expect(svg!.getAttribute("viewBox")).toBe("0 0 24 24");
      expect(svg!.getAttribute("stroke")).toBe("currentColor");
      expect(svg!.getAttribute("aria-hidden")).toBe("true");
      expect(svg!.getAttribute("focusable")).toBe("false");
      expect(svg!.getAttribute("role")).toBeNull();
      expect(svg!.children.length).toBeGreaterThan(0);
      // No hard-coded colours: the theme colours icons through CSS `color`.
      for (const el of svg!.querySelectorAll("*")) {
        for (const attr of ["fill", "stroke"]) {
          const value = el.getAttribute(attr);
          if (value !== null) expect(["none", "currentColor"]).toContain(value);
        }
      }
    },
  );
});

describe("Icon accessibility", () => {
  it("a decorative icon is hidden from assistive technology", () => {
    render(<HomeIcon />);
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("a title gives the icon role img, an accessible name and a tooltip", () => {
    const { container } = render(<RefreshIcon title="Refresh balance" />);
    const img = screen.getByRole("img", { name: "Refresh balance" });
    expect(img.getAttribute("aria-hidden")).toBeNull();
    expect(container.querySelector("title")?.textContent).toBe("Refresh balance");
  });

  it("a label names the icon without a tooltip", () => {
    const { container } = render(<HomeIcon label="Home" />);
    expect(screen.getByRole("img", { name: "Home" })).toBeTruthy();
    expect(container.querySelector("title")).toBeNull();
  });
});

describe("Icon size", () => {
  it("is 1em square, with the spec's 16px icon font size by default", () => {
    const { container } = render(<HomeIcon />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("width")).toBe("1em");
    expect(svg.getAttribute("height")).toBe("1em");
    expect(svg.style.fontSize).toBe(`var(${ICON_SIZE_VAR}, 16px)`);
  });

  it("takes a number as px and a string as any CSS length", () => {
    const { container, rerender } = render(<HomeIcon size={24} />);
    expect(container.querySelector("svg")!.style.fontSize).toBe("24px");
    rerender(<HomeIcon size="1em" />);
    expect(container.querySelector("svg")!.style.fontSize).toBe("1em");
  });

  it("passes other svg props through", () => {
    const { container } = render(<HomeIcon className="tab-icon" data-testid="x" />);
    expect(container.querySelector("svg.tab-icon")?.getAttribute("data-testid")).toBe("x");
  });
});

// The announcement opens once a visit: coming back home (after registering, say) does not bring
// it up again; a new visit does, unless it was snoozed for the day.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { NewsItem } from "../../api/contract/common";
import { AnnouncementDialog } from "./announcement-dialog";

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const news = [{ id: 1, title: "Maintenance", content: "Tonight at 2:00" }] as NewsItem[];
const home = () =>
  render(
    <I18nProvider i18n={i18n}>
      <AnnouncementDialog images={[]} news={news} />
    </I18nProvider>,
  );

describe("announcement", () => {
  it("opens once a visit, again on the next visit", () => {
    const first = home();
    expect(screen.getByText("Maintenance")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    first.unmount();
    // Home again in the same visit (back from registering): no second pop-up.
    const again = home();
    expect(screen.queryByText("Maintenance")).toBeNull();
    again.unmount();
    sessionStorage.clear();
    home();
    expect(screen.getByText("Maintenance")).toBeTruthy();
  });
});

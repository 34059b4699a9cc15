import { beforeAll, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { activateLocale, i18n } from "../../lib/i18n";
import { DateField } from "./field";

describe("DateField", () => {
  beforeAll(() => activateLocale("vi"));

  it("shows the day in the page's locale, whatever the browser's, and takes a new one", () => {
    const onValue = vi.fn();
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <DateField label="Ngày bắt đầu" value="2026-11-03" onValue={onValue} />
      </I18nProvider>,
    );
    const input = screen.getByLabelText<HTMLInputElement>("Ngày bắt đầu");
    expect(input.type).toBe("date");
    expect(input.value).toBe("2026-11-03");
    expect(container.querySelector(".date-field__shown")!.textContent).toBe("03/11/2026");
    fireEvent.change(input, { target: { value: "2026-11-05" } });
    expect(onValue).toHaveBeenCalledWith("2026-11-05");
  });
});

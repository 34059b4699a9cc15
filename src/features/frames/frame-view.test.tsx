import { describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { i18n } from "@lingui/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys";
import {
  FrameView,
  GAME_EXIT_MESSAGE,
  SANDBOX_CROSS_ORIGIN,
  SANDBOX_SAME_ORIGIN,
} from "./frame-view";

i18n.loadAndActivate({ locale: "en", messages: {} });

function renderFrame(url: string, onExit?: () => void) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.common.siteConfig(), {
    frameHosts: ["games.example.com"],
    cdnDomain: "",
    serviceUrl: "",
    serviceBackupUrl: "",
  });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <FrameView url={url} title="Game" onExit={onExit} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe("FrameView", () => {
  it("refuses a host that is not allowed, with a message and no frame", () => {
    const { container } = renderFrame("https://evil.example.org/");
    expect(screen.getByRole("alert").textContent).toContain("This page cannot be opened");
    expect(container.querySelector("iframe")).toBeNull();
  });

  it("frames an allowed https page sandboxed, keeping its own origin", () => {
    const { container } = renderFrame("https://games.example.com/play");
    const frame = container.querySelector("iframe")!;
    expect(frame.getAttribute("src")).toBe("https://games.example.com/play");
    expect(frame.getAttribute("sandbox")).toBe(SANDBOX_CROSS_ORIGIN);
    expect(frame.getAttribute("referrerpolicy")).toBe("no-referrer");
  });

  it("frames our own pages without allow-same-origin", () => {
    const { container } = renderFrame("/demo-game/slot?t=1");
    const frame = container.querySelector("iframe")!;
    expect(frame.getAttribute("sandbox")).toBe(SANDBOX_SAME_ORIGIN);
    expect(SANDBOX_SAME_ORIGIN).not.toContain("allow-same-origin");
  });

  it("leaves only on the exit message of its own frame", () => {
    const onExit = vi.fn();
    const { container } = renderFrame("/demo-game/slot?t=1", onExit);
    const frame = container.querySelector("iframe")!;
    const post = (source: MessageEventSource | null, origin: string) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent("message", { data: { type: GAME_EXIT_MESSAGE }, source, origin }),
        );
      });
    post(window, "null");
    post(frame.contentWindow, "https://evil.example.org");
    expect(onExit).not.toHaveBeenCalled();
    post(frame.contentWindow, "null");
    expect(onExit).toHaveBeenCalledTimes(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys";
import { FakeImage } from "./fake-image";
import { resetImageHost } from "./image-host";
import { ImageHostProvider, SiteImageHost } from "./use-image-host";
import { TenantImage } from "./tenant-image";

const CDN_DOWN = "http://down.test";
const CDN_UP = "http://up.test";

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("Image", FakeImage);
  FakeImage.reset();
  resetImageHost();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function withCdn(cdnDomain: string | undefined) {
  return ({ children }: { children: ReactNode }) => (
    <ImageHostProvider cdnDomain={cdnDomain}>{children}</ImageHostProvider>
  );
}

function withSiteConfig(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SiteImageHost>{children}</SiteImageHost>
    </QueryClientProvider>
  );
}

const box = (container: HTMLElement) => container.firstElementChild as HTMLElement;

describe("TenantImage", () => {
  it("loads a relative path from same origin when the tenant has no CDN", () => {
    render(<TenantImage src="assets/logo.png" alt="Company logo" width={120} height={40} />);
    const img = screen.getByAltText("Company logo");
    expect(img.getAttribute("src")).toBe("/assets/logo.png");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("width")).toBe("120");
  });

  it("waits for the host choice, then loads from the first reachable CDN", async () => {
    FakeImage.behaviour.set(CDN_DOWN, { ok: false, afterMs: 10 });
    FakeImage.behaviour.set(CDN_UP, { ok: true, afterMs: 30 });
    const { container } = render(<TenantImage src="/assets/banner.jpg" alt="Banner" />, {
      wrapper: withCdn(`${CDN_DOWN},${CDN_UP}`),
    });
    expect(screen.queryByAltText("Banner")).toBeNull();
    expect(box(container).dataset.imageState).toBe("loading");
    expect(screen.getByRole("img", { name: "Banner" })).toBe(box(container));
    await act(() => vi.advanceTimersByTimeAsync(30));
    expect(screen.getByAltText("Banner").getAttribute("src")).toBe(`${CDN_UP}/assets/banner.jpg`);
  });

  it("moves an absolute URL on an unreachable CDN to the fallback host", async () => {
    FakeImage.behaviour.set(CDN_DOWN, { ok: false, afterMs: 10 });
    FakeImage.behaviour.set(CDN_UP, { ok: true, afterMs: 10 });
    render(<TenantImage src={`${CDN_DOWN}/assets/logo.svg`} alt="Logo" />, {
      wrapper: withCdn(`${CDN_DOWN},${CDN_UP}`),
    });
    expect(screen.queryByAltText("Logo")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByAltText("Logo").getAttribute("src")).toBe(`${CDN_UP}/assets/logo.svg`);
  });

  it("takes cdnDomain from the site config query under the shell's SiteImageHost", async () => {
    FakeImage.behaviour.set(CDN_UP, { ok: true, afterMs: 10 });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(queryKeys.common.siteConfig(), { cdnDomain: CDN_UP });
    render(<TenantImage src="/assets/a.png" alt="Art" />, { wrapper: withSiteConfig(client) });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByAltText("Art").getAttribute("src")).toBe(`${CDN_UP}/assets/a.png`);
    client.clear();
  });

  it("watches site config once for all its images, not once per image", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(queryKeys.common.siteConfig(), { cdnDomain: "" });
    render(
      <>
        {Array.from({ length: 24 }, (_, i) => (
          <TenantImage key={i} src={`/assets/${i}.png`} alt={`Game ${i}`} />
        ))}
      </>,
      { wrapper: withSiteConfig(client) },
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getAllByRole("img")).toHaveLength(24);
    const query = client.getQueryCache().find({ queryKey: queryKeys.common.siteConfig() });
    expect(query?.getObserversCount()).toBe(1);
    client.clear();
  });

  it("uses same origin when site config cannot be loaded", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("offline"))),
    );
    render(<TenantImage src="/assets/a.png" alt="Art" />, { wrapper: withSiteConfig(client) });
    expect(screen.queryByAltText("Art")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(screen.getByAltText("Art").getAttribute("src")).toBe("/assets/a.png");
    client.clear();
  });

  it("falls back to same origin when the only CDN times out at 3 s", async () => {
    FakeImage.behaviour.set(CDN_DOWN, "hang");
    render(<TenantImage src="/assets/banner.jpg" alt="Banner" />, {
      wrapper: withCdn(CDN_DOWN),
    });
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(screen.queryByAltText("Banner")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByAltText("Banner").getAttribute("src")).toBe("/assets/banner.jpg");
  });

  it("waits while site config is not known yet, but absolute URLs load at once", () => {
    const { container } = render(
      <>
        <TenantImage src="/assets/a.png" alt="Relative" />
        <TenantImage src="https://img.test/b.png" alt="Absolute" />
      </>,
      { wrapper: withCdn(undefined) },
    );
    expect(screen.queryByAltText("Relative")).toBeNull();
    expect(screen.getByAltText("Absolute").getAttribute("src")).toBe("https://img.test/b.png");
    expect(FakeImage.instances).toHaveLength(0);
    expect(container.querySelectorAll("[data-image-state=loading]")).toHaveLength(2);
  });

  it("keeps its box by aspect ratio and shows the image only once loaded", () => {
    const { container } = render(<TenantImage src="/a.png" alt="Game" aspectRatio="4 / 3" />);
    const img = screen.getByAltText("Game");
    expect(box(container).style.aspectRatio).toBe("4 / 3");
    expect(img.style.opacity).toBe("0");
    fireEvent.load(img);
    expect(img.style.opacity).toBe("1");
    expect(box(container).dataset.imageState).toBe("loaded");
  });

  it("shows a priority image (the page's largest paint) from its first frame, not after its load event", () => {
    const { container } = render(<TenantImage src="/a.png" alt="Game" fetchPriority="high" />);
    const img = screen.getByAltText("Game");
    expect(img.style.opacity).toBe("1");
    expect(box(container).dataset.imageState).toBe("loading");
    fireEvent.load(img);
    expect(img.style.opacity).toBe("1");
    expect(box(container).dataset.imageState).toBe("loaded");
  });

  it("derives the ratio from width and height", () => {
    const { container } = render(<TenantImage src="/a.png" alt="Game" width={160} height={90} />);
    expect(box(container).style.aspectRatio).toBe("160 / 90");
  });

  it("replaces a failed image with a neutral placeholder that keeps the alt text", () => {
    const { container } = render(<TenantImage src="/missing.png" alt="Promotion" />);
    fireEvent.error(screen.getByAltText("Promotion"));
    expect(container.querySelector("img")).toBeNull();
    expect(box(container).dataset.imageState).toBe("error");
    expect(screen.getByRole("img", { name: "Promotion" })).toBe(box(container));
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("shows the placeholder when there is no source at all", () => {
    const { container } = render(<TenantImage src={null} alt="Avatar" />);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("img", { name: "Avatar" })).toBeTruthy();
  });

  it("draws the caller's fallback, not the placeholder, when the image fails or is missing", () => {
    const fallback = <b data-testid="fallback" />;
    const { container } = render(<TenantImage src="/menu-1.svg" decorative fallback={fallback} />);
    expect(screen.queryByTestId("fallback")).toBeNull();
    fireEvent.error(container.querySelector("img")!);
    expect(screen.getByTestId("fallback")).toBeTruthy();
    expect(box(container).style.background).toBe("");
    render(<TenantImage src="" decorative fallback={<i data-testid="none" />} />);
    expect(screen.getByTestId("none")).toBeTruthy();
  });

  it("hides a decorative image from assistive technology", () => {
    const { container } = render(<TenantImage src="/corner.png" decorative />);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("alt")).toBe("");
    expect(box(container).getAttribute("aria-hidden")).toBe("true");
    fireEvent.error(img);
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("tries again when the source changes after a failure", () => {
    const { rerender } = render(<TenantImage src="/a.png" alt="Logo" />);
    fireEvent.error(screen.getByAltText("Logo"));
    rerender(<TenantImage src="/b.png" alt="Logo" />);
    expect(screen.getByAltText("Logo").getAttribute("src")).toBe("/b.png");
  });
});

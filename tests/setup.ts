// Shared vitest setup for the app project (jsdom).
import { afterAll, afterEach, vi } from "vitest";
import { cleanup, configure } from "@testing-library/react";

// `findBy…`/`waitFor` wait for states, not times: screens load their code, catalogs and lazy parts
// (the drawer's panel, a new locale's catalog) as separate modules, and on a loaded 2-core CI
// machine one of those imports can take longer than the library's 1 s default. A real failure still
// fails, 5 s later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());

// Test files share their worker's modules and document (`isolate: false` in vite.config.ts):
// what a file left in the browser's storage and address bar, the globals it replaced or a fake
// clock would reach the next file.
afterAll(() => {
  // (Files in vitest's node environment have no window.)
  if (typeof window !== "undefined") {
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, "", "/");
  }
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// jsdom has <dialog> but not its modal methods. The browser's part (top layer, inert background,
// Escape reaching the top dialog only) is held by e2e in Chromium.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

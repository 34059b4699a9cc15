// The build's version: busts the persisted query cache and is shown in settings, so a person (and
// the e2e tests) can see which build is running. Never a time: two builds of one commit are
// byte-identical (vite.config.ts). It is the content hash in the name of the chunk this module
// is bundled into — the app chunk, which names every lazy chunk by its own content hash, so any
// change of the app's code changes it — unless the build was given a label
// (PLAYFRONT_BUILD_VERSION).
declare const __PLAYFRONT_BUILD_VERSION__: string | undefined;
declare const __PLAYFRONT_APP_VERSION__: string | undefined;

/** "app-Dx3_k9Qa.js" → "Dx3_k9Qa"; null for a module that is not a hashed chunk (dev, tests). */
export function chunkHash(moduleUrl: string): string | null {
  const name = moduleUrl.split(/[?#]/)[0]!.split("/").pop() ?? "";
  return /-([\w-]{8})\.js$/.exec(name)?.[1] ?? null;
}

const label = typeof __PLAYFRONT_BUILD_VERSION__ === "string" ? __PLAYFRONT_BUILD_VERSION__ : "";

export const BUILD_VERSION: string = label || chunkHash(import.meta.url) || "dev";

/** The release (package.json's version), shown beside the build that serves it. */
export const APP_VERSION: string =
  typeof __PLAYFRONT_APP_VERSION__ === "string" ? __PLAYFRONT_APP_VERSION__ : "dev";

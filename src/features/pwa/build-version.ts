// The build's version (vite.config.ts defines it per build). It busts the persisted query cache
// and is shown in settings, so a person (and the e2e test) can see which build is running.
declare const __PLAYFRONT_BUILD_VERSION__: string | undefined;

export const BUILD_VERSION: string =
  typeof __PLAYFRONT_BUILD_VERSION__ === "string" ? __PLAYFRONT_BUILD_VERSION__ : "dev";

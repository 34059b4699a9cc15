import type { Messages } from "@lingui/core";

// Every vi catalog (one .po per feature, compiled by the Lingui Vite plugin) in one chunk: the
// first render needs the shell's and the route's messages, and one request for all of them is
// faster on a phone than one per feature (browsers open at most six HTTP/1.1 connections).
const parts = import.meta.glob<Messages>("../../../locales/vi/*.po", {
  eager: true,
  import: "messages",
});

export const messages: Messages = Object.assign({}, ...Object.values(parts));

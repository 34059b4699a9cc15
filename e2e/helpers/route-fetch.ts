// route.fetch() runs in Node, which cannot resolve *.localhost: the request goes to 127.0.0.1
// with the tenant's Host header, so a test can edit a tenant's real answer.
import type { APIResponse, Route } from "@playwright/test";

export function fetchFromPlatform(route: Route): Promise<APIResponse> {
  const url = new URL(route.request().url());
  const host = url.host;
  url.hostname = "127.0.0.1";
  return route.fetch({ url: url.href, headers: { ...route.request().headers(), host } });
}

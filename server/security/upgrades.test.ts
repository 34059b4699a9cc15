// An upgrade request (`Connection: Upgrade`, `Upgrade: websocket`) to anything but a websocket
// route is answered as plain HTTP and its connection closed: a client (or a proxy passing upgrades on)
// cannot make the platform hold one connection per request.
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE } from "../modules/chat/routes.ts";
import { DESK_BASE } from "../modules/desk/routes.ts";
import { CHAT_HOST, freshIp, startTarget, type Target } from "./harness.ts";

let t: Target;
let port: number;
beforeAll(async () => {
  t = await startTarget();
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** How long a closed connection may take to end once its answer is in. */
const CLOSE_WITHIN_MS = 2_000;

/** Sends one upgrade request; resolves with the status and whether the server ended the socket. */
function upgradeRequest(
  method: string,
  path: string,
): Promise<{ status: number; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    let status = 0;
    let deadline: NodeJS.Timeout | undefined;
    const done = (closed: boolean) => {
      clearTimeout(deadline);
      socket.destroy();
      resolve({ status, closed });
    };
    socket.on("error", reject);
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
      const m = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (m && !status) {
        status = Number(m[1]);
        deadline = setTimeout(() => done(false), CLOSE_WITHIN_MS);
      }
    });
    socket.on("end", () => done(true));
    socket.write(
      [
        `${method} ${path} HTTP/1.1`,
        `Host: ${CHAT_HOST}`,
        `X-Forwarded-For: ${freshIp()}`,
        "Connection: Upgrade",
        "Upgrade: websocket",
        "Sec-WebSocket-Version: 13",
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
        ...(method === "POST" ? ["Content-Type: application/json", "Content-Length: 2"] : []),
        "",
        method === "POST" ? "{}" : "",
      ].join("\r\n"),
    );
  });
}

describe("upgrade requests off the websocket routes", () => {
  // Every kind of answer: a route, a refusal, a missing route, a platform file, the chat's and
  // the desk's other routes, and each socket's own refusal of a bad ticket.
  const cases: [string, string][] = [
    ["GET", "/healthz"],
    ["GET", "/api/v3/common/init/dev-upgrade0001"],
    ["GET", "/api/vipuser/GetUserInfo"],
    ["POST", "/api/vipuser/Login"],
    ["GET", "/api/no-such-route"],
    ["GET", "/manifest.webmanifest"],
    ["GET", `${BASE}/users`],
    ["GET", `${BASE}/ws?ticket=not-a-ticket`],
    ["GET", `${DESK_BASE}/queue`],
    ["GET", `${DESK_BASE}/ws?ticket=not-a-ticket`],
  ];
  it.each(cases)("%s %s is answered and its connection closed", async (method, path) => {
    const r = await upgradeRequest(method, path);
    expect(r.status).toBeGreaterThanOrEqual(200);
    expect(r.status).not.toBe(101);
    expect(r.closed).toBe(true);
  });
});

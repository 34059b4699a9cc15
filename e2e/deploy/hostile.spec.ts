// The shipped nginx site under hostile requests, over raw sockets (no browser): laid out by the
// README's own install line in front of the real platform. Nothing the build keeps for itself is
// served, every answer nginx makes up itself carries the six security headers and no version, the
// plain-HTTP redirect names only the site's own hosts, and one client's upgrade requests cannot
// take the site from everyone else.
import { expect, test } from "@playwright/test";
import { readdirSync, readFileSync, writeFileSync, existsSync, mkdirSync } from "node:fs";
import { connect as tcpConnect, type Socket } from "node:net";
import { connect as tlsConnect } from "node:tls";
import { join, relative } from "node:path";
import { startPlatform, type Platform } from "../../server/testing/start-platform";
import { localhostCertificate, type Pem } from "../../server/http/test-cert";
import { installLine, site, type Site } from "../helpers/nginx";

const BASE = Number(process.env.E2E_PORT ?? 4173) + 50;
const HTTPS = BASE + 1;
const HTTP = BASE + 2;
const DIST = process.env.PLAYFRONT_DIST ?? "dist";
const HOSTS = "localhost elec.localhost";

/** The headers security-headers.conf adds, as nginx sends them (name → value). */
const SECURITY = Object.fromEntries(
  [
    ...readFileSync("deploy/security-headers.conf", "utf8").matchAll(
      /^add_header (\S+) "([^"]*)" always;$/gm,
    ),
  ].map((m) => [m[1]!.toLowerCase(), m[2]!]),
);

test.describe.configure({ mode: "serial" });

let pem: Pem;
let platform: Platform;
let nginx: Site;

test.beforeAll(async () => {
  // A platform of its own and a site installed from the build: slow on a busy machine.
  test.setTimeout(120_000);
  pem = await localhostCertificate();
  platform = await startPlatform({
    port: BASE,
    dataDir: `.data/e2e-deploy-${BASE}`,
    fresh: true,
  });
  nginx = site({
    name: "hostile",
    httpsPort: HTTPS,
    httpPort: HTTP,
    platform: `127.0.0.1:${BASE}`,
    pem,
    serverNames: HOSTS,
  });
  nginx.install(installLine("same-origin"), DIST);
  await nginx.start();
});

test.afterAll(async () => {
  await nginx?.stop();
  await platform?.stop();
});

interface Answer {
  status: number;
  /** Every header line, lower-cased name → values in order. */
  headers: Record<string, string[]>;
  body: string;
}

/** Sends raw bytes and reads one HTTP/1.1 answer (by its Content-Length, or to the close). */
function exchange(
  socket: Socket,
  request: string | Buffer,
  deadlineMs = 10_000,
): Promise<Answer | null> {
  return new Promise((resolve, reject) => {
    let raw = Buffer.alloc(0);
    const finish = (answer: Answer | null) => {
      clearTimeout(timer);
      socket.removeAllListeners("data");
      resolve(answer);
    };
    const timer = setTimeout(() => finish(null), deadlineMs);
    const parse = (closed: boolean) => {
      const end = raw.indexOf("\r\n\r\n");
      if (end < 0) return closed ? finish(null) : undefined;
      const [statusLine = "", ...lines] = raw.subarray(0, end).toString("latin1").split("\r\n");
      const headers: Record<string, string[]> = {};
      for (const line of lines) {
        const i = line.indexOf(":");
        const name = line.slice(0, i).trim().toLowerCase();
        (headers[name] ??= []).push(line.slice(i + 1).trim());
      }
      const length = Number(headers["content-length"]?.[0] ?? NaN);
      const body = raw.subarray(end + 4);
      if (Number.isFinite(length) ? body.length < length : !closed) return;
      finish({ status: Number(statusLine.split(" ")[1]), headers, body: body.toString("utf8") });
    };
    socket.on("data", (chunk: Buffer) => {
      raw = Buffer.concat([raw, chunk]);
      parse(false);
    });
    socket.once("end", () => parse(true));
    socket.once("error", reject);
    socket.write(request);
  });
}

/** A TLS connection to the site (HTTP/1.1), from `from` (a loopback address). */
function tls(from = "127.0.0.1", deadlineMs = 10_000): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      s.destroy();
      reject(new Error("no TLS handshake"));
    }, deadlineMs);
    const s = tlsConnect({
      socket: tcpConnect({ host: "127.0.0.1", port: HTTPS, localAddress: from }),
      ca: pem.cert,
      servername: "localhost",
      ALPNProtocols: ["http/1.1"],
    });
    s.once("secureConnect", () => {
      clearTimeout(timer);
      resolve(s);
    });
    s.once("error", reject);
  });
}

function tcp(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = tcpConnect({ host: "127.0.0.1", port });
    s.once("connect", () => resolve(s));
    s.once("error", reject);
  });
}

const get = (path: string, host = "localhost", extra: string[] = []) =>
  [`GET ${path} HTTP/1.1`, `Host: ${host}`, ...extra, "", ""].join("\r\n");

async function once(
  socket: Promise<Socket>,
  request: string | Buffer,
  deadlineMs?: number,
): Promise<Answer> {
  const s = await socket;
  try {
    const answer = await exchange(s, request, deadlineMs);
    if (!answer) throw new Error(`no answer to ${String(request).slice(0, 60)}`);
    return answer;
  } finally {
    s.destroy();
  }
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)));
}

test("nothing the build keeps for itself is installed or served: source maps, dotfiles", async () => {
  const maps = filesUnder(DIST).filter((f) => f.endsWith(".map"));
  expect(maps.length).toBeGreaterThan(0);
  const installed = filesUnder(nginx.webRoot);
  expect(installed.filter((f) => f.endsWith(".map"))).toEqual([]);
  // Files an operator (or an older install) left in the web root are not served either.
  writeFileSync(join(nginx.webRoot, ".env"), "DATABASE_PASSWORD=hunter2\n");
  mkdirSync(join(nginx.webRoot, ".git"), { recursive: true });
  writeFileSync(join(nginx.webRoot, ".git", "config"), "[core]\n");
  writeFileSync(join(nginx.webRoot, "assets", ".env"), "SECRET=1\n");
  writeFileSync(join(nginx.webRoot, `${maps[0]!.split("/").pop()}`), "{}");
  writeFileSync(join(nginx.webRoot, "assets", "left-behind.js.map"), "{}");
  const planted = [
    "/.env",
    "/.git/config",
    "/assets/.env",
    "/assets/left-behind.js.map",
    ...maps.map((m) => `/${m}`),
  ];
  for (const path of planted) {
    const r = await once(tls(), get(path));
    expect(r.status, path).toBe(404);
  }
  expect(existsSync(join(nginx.webRoot, "index.html"))).toBe(true);
});

test("plain HTTP redirects the site's own host names to themselves, and no other host", async () => {
  const own = await once(tcp(HTTP), get("/en/member?x=1", "elec.localhost:8080"));
  expect(own.status).toBe(301);
  expect(own.headers.location).toEqual([`https://elec.localhost:${HTTPS}/en/member?x=1`]);
  // A Host (or an absolute request target) the site does not serve is never redirected to.
  const hostile = [
    get("/", "evil.example"),
    get("/", "elec.localhost.evil.example"),
    get("/", "evil.example", ["X-Forwarded-Host: elec.localhost"]),
    "GET http://evil.example/ HTTP/1.1\r\nHost: elec.localhost\r\n\r\n",
    "GET / HTTP/1.0\r\n\r\n",
  ];
  for (const request of hostile) {
    const r = await once(tcp(HTTP), request);
    expect(r.status, request).toBe(404);
    expect(r.headers.location, request).toBeUndefined();
  }
});

test("140 upgrade requests from one client leave the site answering everyone else at once", async () => {
  // Upgrades everywhere on the API: a route, a refusal, a missing route, the sockets themselves.
  const paths = [
    "/api/v3/vip-im/users",
    "/api/vipuser/GetUserInfo",
    "/api/no-such-route",
    "/api/v3/vip-im/ws?ticket=forged",
    "/api/desk/ws?ticket=forged",
    "/healthz",
  ];
  const upgrade = ["Connection: Upgrade", "Upgrade: websocket", "Sec-WebSocket-Version: 13"];
  const held: Socket[] = [];
  const attack = await Promise.all(
    Array.from({ length: 140 }, async (_, i) => {
      try {
        const s = await tls("127.0.0.5", 5_000);
        held.push(s);
        const key = `Sec-WebSocket-Key: ${Buffer.from(`key-${i}`.padEnd(16)).toString("base64")}`;
        return await exchange(
          s,
          get(paths[i % paths.length]!, "localhost", [...upgrade, key]),
          5_000,
        );
      } catch {
        return null;
      }
    }),
  );
  try {
    // The attacker's connections stay open; another player's requests are answered at once.
    for (const path of ["/healthz", "/api/v3/vip-im/users", "/en"]) {
      const r = await once(tls("127.0.0.1", 5_000), get(path), 5_000);
      expect(r.status, path).toBe(200);
    }
    // What the attacker got answered is plain HTTP (or nginx's refusal past its burst), never a
    // socket.
    const answered = attack.filter((a) => a !== null);
    expect(answered.length).toBeGreaterThan(0);
    for (const a of answered) expect([200, 400, 401, 404, 429]).toContain(a.status);
  } finally {
    for (const s of held) s.destroy();
  }
});

test("every answer nginx makes up itself carries each security header once, and no version", async () => {
  expect(Object.keys(SECURITY).sort()).toEqual([
    "content-security-policy",
    "cross-origin-opener-policy",
    "permissions-policy",
    "referrer-policy",
    "x-content-type-options",
    "x-frame-options",
  ]);
  const long = "a".repeat(12_000);
  const answers: [string, number, Answer][] = [
    ["malformed request line", 400, await once(tls(), "NONSENSE\r\n\r\n")],
    ["header too large", 400, await once(tls(), get("/", "localhost", [`X-Big: ${long}`]))],
    ["URI too long", 414, await once(tls(), get(`/${long}`))],
    [
      "body too large for the API",
      413,
      await once(
        tls(),
        [
          "POST /api/vipuser/Login HTTP/1.1",
          "Host: localhost",
          "Content-Type: application/json",
          `Content-Length: ${4 * 1024 * 1024}`,
          "",
          "",
        ].join("\r\n"),
      ),
    ],
    [
      "method on a static file",
      405,
      await once(
        tls(),
        "POST /index.html HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n",
      ),
    ],
    ["a dotfile", 404, await once(tls(), get("/.env"))],
    ["plain HTTP on the HTTPS port", 400, await once(tcp(HTTPS), get("/"))],
    ["the plain-HTTP redirect", 301, await once(tcp(HTTP), get("/en?x=1", "elec.localhost"))],
    ["plain HTTP for a host not served", 404, await once(tcp(HTTP), get("/", "evil.example"))],
  ];
  // A flood from one address: past its burst, nginx refuses it itself. Sent over a few kept-alive
  // connections, request after request, so its pace is nginx's and not the TLS handshakes' (a
  // busy host shaking hands slower than the zone's rate refills would never pass the burst).
  const flood = await Promise.all(
    Array.from({ length: 4 }, async () => {
      const s = await tls("127.0.0.3");
      try {
        for (let i = 0; i < 100; i++) {
          const answer = await exchange(s, get("/healthz"));
          if (!answer || answer.status === 429) return answer;
        }
        return null;
      } finally {
        s.destroy();
      }
    }),
  );
  const refused = flood.find((r) => r?.status === 429);
  expect(refused, "no 429 after 400 requests from one address").toBeDefined();
  answers.push(["a flood past the burst", 429, refused!]);
  // The platform down: nginx's 502.
  await platform.stop();
  answers.push(["the platform down", 502, await once(tls(), get("/api/v3/common/init/dev-x"))]);

  for (const [what, status, answer] of answers) {
    expect(answer.status, what).toBe(status);
    for (const [name, value] of Object.entries(SECURITY))
      expect(answer.headers[name], `${what}: ${name}`).toEqual([value]);
    expect(answer.headers.server, what).toEqual(["nginx"]);
    expect(answer.body, what).not.toMatch(/nginx\/\d/);
  }
});

// The deploy suite's nginx (e2e/deploy/): a site laid out by the commands deploy/README.md gives
// an operator (its marked command blocks, run as they are, with only paths, ports, the API's
// origin and a test certificate substituted), served by the system's nginx from a prefix of its
// own, started and stopped by PID. The main config stands in for the distribution's
// /etc/nginx/nginx.conf, which includes conf.d/*.conf inside `http {}`.
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect, constants } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Pem } from "../../server/http/test-cert";

export const NGINX = process.env.NGINX ?? "/usr/sbin/nginx";

/** The lines of the README's fenced block after `<!-- deploy:<name> -->`. */
export function readmeBlock(name: string): string[] {
  const readme = readFileSync("deploy/README.md", "utf8");
  const m = new RegExp(`<!-- deploy:${name} -->\\s*\`\`\`sh\\n([\\s\\S]*?)\`\`\``).exec(readme);
  if (!m?.[1]) throw new Error(`deploy/README.md has no "deploy:${name}" command block`);
  return m[1].split("\n").filter((l) => l.trim() !== "" && !l.startsWith("#"));
}

/** The README block's one line that runs deploy/install.sh. */
export function installLine(block: string): string {
  const lines = readmeBlock(block).filter((l) => l.includes("deploy/install.sh"));
  if (lines.length !== 1) throw new Error(`"deploy:${block}" must run deploy/install.sh once`);
  return lines[0]!;
}

export interface SiteOptions {
  name: string;
  httpsPort: number;
  httpPort: number;
  /** host:port of the platform behind nginx. */
  platform: string;
  pem: Pem;
  /** The site's host names (DEPLOY_SERVER_NAMES); default: localhost. */
  serverNames?: string;
}

export interface Site {
  prefix: string;
  webRoot: string;
  /** https://<tenant host>:<port> */
  origin(host?: string): string;
  /** Runs an install line of the README (`dist` → `build`, the example API origin → `api`). */
  install(line: string, build: string, api?: { example: string; origin: string }): void;
  /** `nginx -t`: its output (throws with it when the config does not load). */
  check(): string;
  start(): Promise<void>;
  /** `nginx -s reload`, which finds the master by the pid file. */
  reload(): void;
  stop(): Promise<void>;
}

export function site(o: SiteOptions): Site {
  const prefix = mkdtempSync(join(tmpdir(), `playfront-nginx-${o.name}-`));
  // Workers run as an unprivileged user when the suite runs as root: they read the files.
  chmodSync(prefix, 0o755);
  const webRoot = join(prefix, "html");
  const etc = join(prefix, "etc", "nginx");
  const tls = join(prefix, "tls");
  mkdirSync(tls);
  mkdirSync(join(prefix, "tmp"));
  writeFileSync(join(tls, "fullchain.pem"), o.pem.cert);
  writeFileSync(join(tls, "privkey.pem"), o.pem.key, { mode: 0o600 });
  const conf = join(prefix, "nginx.conf");
  const errorLog = join(prefix, "error.log");
  const pidFile = join(prefix, "nginx.pid");
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((t) => `  ${t}_temp_path ${join(prefix, "tmp", t)};`)
    .join("\n");
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${pidFile};
error_log ${errorLog} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log off;
${temp}
  include ${etc}/conf.d/*.conf;
}
`,
  );
  const env = {
    ...process.env,
    DEPLOY_WEB_ROOT: webRoot,
    DEPLOY_NGINX_DIR: etc,
    DEPLOY_CERT: join(tls, "fullchain.pem"),
    DEPLOY_KEY: join(tls, "privkey.pem"),
    DEPLOY_HTTPS_PORT: String(o.httpsPort),
    DEPLOY_HTTP_PORT: String(o.httpPort),
    DEPLOY_PLATFORM: o.platform,
    DEPLOY_SERVER_NAMES: o.serverNames ?? "localhost",
  };
  const nginxArgs = ["-p", prefix, "-c", conf, "-e", errorLog];
  let child: ChildProcess | null = null;

  const self: Site = {
    prefix,
    webRoot,
    origin: (host = "localhost") => `https://${host}:${o.httpsPort}`,
    install(line, build, api) {
      let command = line.replace(/(^|\s)dist$/, `$1${build}`);
      if (api) command = command.replaceAll(api.example, api.origin);
      execFileSync("sh", ["-c", command], { env, stdio: ["ignore", "ignore", "inherit"] });
    },
    check() {
      const r = spawnSync(NGINX, [...nginxArgs, "-t"], { encoding: "utf8" });
      if (r.status !== 0) throw new Error(`nginx -t failed:\n${r.stderr}`);
      return r.stderr;
    },
    async start() {
      child = spawn(NGINX, nginxArgs, { stdio: ["ignore", "ignore", "inherit"] });
      const until = Date.now() + 15_000;
      while (!(await answers(self.origin(), o.pem.cert))) {
        if (child.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(errorLog)}`);
        if (Date.now() > until) throw new Error("nginx did not answer");
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    reload: () => {
      execFileSync(NGINX, [...nginxArgs, "-s", "reload"], { stdio: "inherit" });
    },
    async stop() {
      const running = child;
      if (running && running.exitCode === null) {
        const exited = new Promise((r) => running.once("exit", r));
        process.kill(Number(readFileSync(pidFile, "utf8").trim()), "SIGQUIT");
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
  return self;
}

async function answers(origin: string, ca: string): Promise<boolean> {
  try {
    return (await h2Get(origin, "/healthz", {}, ca)).status > 0;
  } catch {
    return false;
  }
}

export interface H2Answer {
  alpn: string | undefined;
  status: number;
  headers: Record<string, string>;
  bytes: number;
}

/** One GET over HTTP/2 (refused if the server does not negotiate it), trusting `ca`. */
export function h2Get(
  origin: string,
  path: string,
  headers: Record<string, string>,
  ca: string,
): Promise<H2Answer> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const session = connect(`https://127.0.0.1:${url.port}`, { ca, servername: "localhost" });
    session.on("error", reject);
    const req = session.request({
      [constants.HTTP2_HEADER_PATH]: path,
      [constants.HTTP2_HEADER_AUTHORITY]: url.host,
      ...headers,
    });
    let bytes = 0;
    let answer: Omit<H2Answer, "bytes"> | null = null;
    req.on("response", (h) => {
      const flat: Record<string, string> = {};
      for (const [k, v] of Object.entries(h)) if (!k.startsWith(":")) flat[k] = String(v);
      answer = { alpn: session.alpnProtocol, status: Number(h[":status"]), headers: flat };
    });
    req.on("data", (c: Buffer) => (bytes += c.length));
    req.on("end", () => {
      session.close();
      if (answer) resolve({ ...answer, bytes });
      else reject(new Error(`no answer for ${path}`));
    });
    req.on("error", reject);
    req.end();
  });
}

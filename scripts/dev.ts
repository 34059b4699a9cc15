// `npm run dev`: the reference platform on API_PORT (default 8080) plus Vite with HMR on 5173,
// which proxies /api and the tenant files to it (see vite.config.ts).
import { spawn } from "node:child_process";
import { startPlatform } from "../server/testing/start-platform.ts";

const apiPort = process.env.API_PORT ?? "8080";
const server = await startPlatform({
  port: Number(apiPort),
  dataDir: process.env.PLAYFRONT_DATA_DIR ?? ".data",
  env: { PLAYFRONT_DEV: "1" },
  stdio: "inherit",
});
const vite = spawn("npx", ["vite", "--host"], {
  stdio: "inherit",
  env: { ...process.env, API_PORT: apiPort },
});
const stop = () => {
  void server.stop();
  vite.kill();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.child.on("exit", stop);
vite.on("exit", stop);

// `npm run dev`: the reference platform on API_PORT (default 8080) plus Vite with HMR on 5173,
// which proxies /api and the tenant files to it (see vite.config.ts).
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "8080";
const server = spawn(process.execPath, ["server/main.ts"], {
  stdio: "inherit",
  env: { ...process.env, PORT: apiPort, HOST: "127.0.0.1", PLAYFRONT_DEV: "1" },
});
const vite = spawn("npx", ["vite", "--host"], {
  stdio: "inherit",
  env: { ...process.env, API_PORT: apiPort },
});
const stop = () => {
  server.kill();
  vite.kill();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", stop);
vite.on("exit", stop);

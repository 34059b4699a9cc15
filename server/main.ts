// Entry point of the reference platform: `npm start` runs this after the build.
import { loadConfig, type ServerConfig } from "./config.ts";
import { tlsFromEnv } from "./http/tls-env.ts";

// A bad setting stops the start with a message naming the variable (server/config.ts).
let env: ServerConfig;
let tls: ReturnType<typeof tlsFromEnv>;
try {
  env = loadConfig();
  tls = tlsFromEnv(env);
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}
const { PORT: port, HOST: host } = env;
// Imported once the settings are known good: a bad value stops the start before any module loads.
const { buildServer } = await import("./app.ts");
const app = await buildServer({ env, tls });
await app.listen({ port, host });
const scheme = app.initialConfig.https ? "https" : "http";
const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host;
console.log(`Playfront reference platform on ${scheme}://${shown}:${port}`);
for (const { key } of app.platform.config.tenants) {
  console.log(`  ${key.padEnd(8)} ${scheme}://${key}.localhost:${port}`);
}
console.log("Demo member in every tenant: demo / demo1234");
console.log("Service desk at /desk/ in every tenant: agent / agent1234, supervisor / super1234");

// Stop cleanly (finish in-flight requests, checkpoint and close the database) on Ctrl-C or a
// process manager's SIGTERM; a second signal exits at once.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    const force = setTimeout(() => process.exit(1), 5_000);
    force.unref();
    void app.close().then(() => process.exit(0));
  });
}

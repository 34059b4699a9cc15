// Entry point of the reference platform: `npm start` runs this after the build.
import { readFileSync } from "node:fs";
import { buildServer } from "./app.ts";

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? "0.0.0.0";
const app = await buildServer({ tls: tlsFromEnv(process.env) });
await app.listen({ port, host });
const scheme = app.initialConfig.https ? "https" : "http";
const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host;
console.log(`Playfront reference platform on ${scheme}://${shown}:${port}`);
for (const tenant of ["classic", "elec", "lottery", "tq"]) {
  console.log(`  ${tenant.padEnd(8)} ${scheme}://${tenant}.localhost:${port}`);
}
console.log("Demo member in every tenant: demo / demo1234");

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

/**
 * PLAYFRONT_TLS_CERT and PLAYFRONT_TLS_KEY (PEM files, both or neither): serve HTTPS with HTTP/2
 * instead of plain HTTP/1.1.
 */
function tlsFromEnv(env: NodeJS.ProcessEnv) {
  const { PLAYFRONT_TLS_CERT: cert, PLAYFRONT_TLS_KEY: key } = env;
  if (!cert && !key) return undefined;
  if (!cert || !key) {
    console.error("Set both PLAYFRONT_TLS_CERT and PLAYFRONT_TLS_KEY (PEM files), or neither.");
    process.exit(2);
  }
  return { cert: readFileSync(cert), key: readFileSync(key) };
}

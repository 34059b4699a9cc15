// Entry point of the reference platform: `npm start` runs this after the build.
import { buildServer } from "./app.ts";

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? "0.0.0.0";
const app = await buildServer();
await app.listen({ port, host });
const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host;
console.log(`Playfront reference platform on http://${shown}:${port}`);
for (const tenant of ["classic", "elec", "lottery", "tq"]) {
  console.log(`  ${tenant.padEnd(8)} http://${tenant}.localhost:${port}`);
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

// The operator's command that adds a service agent to a tenant (docs/desk.md "Creating agents"):
//   node server/modules/desk/create-agent.ts <tenant> <userName> <displayName> [agent|supervisor] [--totp]
// The password is read from standard input, one line (never from the command line, which other
// users of the machine can read). With --totp the agent gets an authenticator: the command prints
// the otpauth:// address once, for the agent's app; the platform keeps the secret sealed and no
// desk call ever returns it.
import { generateSecret, generateURI } from "otplib";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadConfig, platformConfig } from "../../config.ts";
import { openStore } from "../../db/db.ts";
import { prepPluck } from "../../db/sql.ts";
import { DeskRole } from "../../../src/api/contract/desk.ts";
import { hashPassword } from "../core/passwords.ts";
import { isCommonPassword } from "../core/password-policy.ts";
import { createAgent } from "./seed.ts";
import { useServerSecret } from "../core/server-secret.ts";

const [tenantKey, userName, displayName, roleArg = DeskRole.Agent, ...flags] =
  process.argv.slice(2);
const password = readFileSync(0, "utf8").split("\n")[0] ?? "";
const role = roleArg === DeskRole.Supervisor ? DeskRole.Supervisor : DeskRole.Agent;
if (!tenantKey || !userName || !displayName || (roleArg !== role && roleArg !== "--totp")) {
  console.error(
    "usage: node server/modules/desk/create-agent.ts <tenant> <userName> <displayName> [agent|supervisor] [--totp] < password",
  );
  process.exit(2);
}
if (password.length < 10 || isCommonPassword(password)) {
  console.error("The password (standard input): at least 10 characters, not a common password");
  process.exit(2);
}
const config = loadConfig();
const db = await openStore(
  config.DATABASE_URL,
  join(resolve(config.PLAYFRONT_DATA_DIR), "playfront.db"),
);
// A TOTP secret is sealed under the platform's server secret.
await useServerSecret(db, platformConfig(config).serverSecret);
const tenantId = await prepPluck<[string], number>(db, "SELECT id FROM tenants WHERE key = ?").get(
  tenantKey,
);
if (tenantId === undefined) {
  console.error(`no tenant "${tenantKey}" (start the platform once to create the database)`);
  process.exit(2);
}
const withTotp = [roleArg, ...flags].includes("--totp");
const totpSecret = withTotp ? generateSecret() : undefined;
const id = await createAgent(
  db,
  {
    tenantId,
    userName,
    passwordHash: hashPassword(password, platformConfig(config).scryptN),
    name: displayName,
    role,
    totpSecret,
  },
  Date.now(),
);
await db.close();
console.log(`agent ${id} "${userName}" (${role}) on ${tenantKey}`);
if (totpSecret) {
  console.log(
    generateURI({ issuer: `Playfront desk (${tenantKey})`, label: userName, secret: totpSecret }),
  );
}

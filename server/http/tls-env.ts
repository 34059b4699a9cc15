// PLAYFRONT_TLS_CERT and PLAYFRONT_TLS_KEY (PEM files, both or neither): the reference platform
// then serves HTTPS with HTTP/2 instead of plain HTTP/1.1 (server/main.ts).
import { readFileSync } from "node:fs";

export function tlsFromEnv(env: {
  PLAYFRONT_TLS_CERT?: string | undefined;
  PLAYFRONT_TLS_KEY?: string | undefined;
}): { cert: Buffer; key: Buffer } | undefined {
  const { PLAYFRONT_TLS_CERT: cert, PLAYFRONT_TLS_KEY: key } = env;
  if (!cert && !key) return undefined;
  if (!cert || !key)
    throw new Error("Set both PLAYFRONT_TLS_CERT and PLAYFRONT_TLS_KEY (PEM files), or neither.");
  return { cert: readFileSync(cert), key: readFileSync(key) };
}

// A self-signed certificate for localhost, made on the spot: the platform's HTTPS tests and the
// Lighthouse run (scripts/perf/lighthouse.ts), which measures the app over HTTPS and HTTP/2 as a
// production host serves it. Never a real deployment's certificate (selfsigned is a dev dependency).
import { createHash, createPublicKey } from "node:crypto";
import { generate } from "selfsigned";

export interface Pem {
  cert: string;
  key: string;
}

export async function localhostCertificate(): Promise<Pem> {
  const pems = await generate([{ name: "commonName", value: "localhost" }], {
    keyType: "ec",
    algorithm: "sha256",
    notAfterDate: new Date(Date.now() + 7 * 24 * 3600 * 1000),
    extensions: [
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true },
      { name: "extKeyUsage", serverAuth: true },
      {
        name: "subjectAltName",
        altNames: [
          { type: 2, value: "localhost" },
          { type: 2, value: "*.localhost" },
          { type: 7, ip: "127.0.0.1" },
        ],
      },
    ],
  });
  return { cert: pems.cert, key: pems.private };
}

/**
 * The certificate's public-key hash, as Chromium's `--ignore-certificate-errors-spki-list` takes it:
 * the browser then trusts this one certificate and still refuses every other invalid one.
 */
export function spkiHash(certPem: string): string {
  const spki = createPublicKey(certPem).export({ type: "spki", format: "der" });
  return createHash("sha256").update(spki).digest("base64");
}

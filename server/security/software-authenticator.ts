// A software passkey authenticator for the attacks: a P-256 key pair made with node:crypto, and
// the authenticatorData, clientDataJSON, attestation ("none") and signatures a real one sends,
// built byte by byte, so every field can also be forged (another origin, a counter going back).
import { isoCBOR } from "@simplewebauthn/server/helpers";
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import type { PasskeyAssertion, PasskeyAttestation } from "../../src/api/contract/passkeys.ts";

const sha256 = (b: Buffer | string) => createHash("sha256").update(b).digest();
const b64 = (b: Buffer | Uint8Array) => Buffer.from(b).toString("base64url");

// Flags of authenticatorData: user present, user verified, attested credential data included.
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface Ceremony {
  challenge: string;
  /** Host the browser is on (with the port), the relying party being its name. */
  host: string;
}

export class SoftwareAuthenticator {
  readonly id = randomBytes(16);
  private readonly key: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  counter = 0;
  userHandle: string | undefined;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.key = privateKey;
    const jwk = publicKey.export({ format: "jwk" });
    this.publicJwk = { x: String(jwk.x), y: String(jwk.y) };
  }

  get credentialId(): string {
    return b64(this.id);
  }

  private authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const c = Buffer.alloc(4);
    c.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), c, attested ?? Buffer.alloc(0)]);
  }

  private clientData(type: string, c: Ceremony, origin?: string) {
    return Buffer.from(
      JSON.stringify({ type, challenge: c.challenge, origin: origin ?? `http://${c.host}` }),
    );
  }

  /** The answer to `navigator.credentials.create` with these options. */
  create(c: Ceremony & { userId: string }): PasskeyAttestation {
    this.userHandle = c.userId;
    const rpId = c.host.replace(/:\d+$/, "");
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(this.publicJwk.x, "base64url")],
      [-3, Buffer.from(this.publicJwk.y, "base64url")],
    ]);
    const idLen = Buffer.alloc(2);
    idLen.writeUInt16BE(this.id.length);
    const attested = Buffer.concat([
      Buffer.alloc(16),
      idLen,
      this.id,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const authData = this.authData(rpId, UP | UV | AT, this.counter, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", authData],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key",
      response: {
        clientDataJSON: b64(this.clientData("webauthn.create", c)),
        attestationObject: b64(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  /**
   * The answer to `navigator.credentials.get`; the counter moves on by one unless `counter` is
   * given. `origin` forges another site's answer.
   */
  get(c: Ceremony & { counter?: number; origin?: string; rpId?: string }): PasskeyAssertion {
    this.counter = c.counter ?? this.counter + 1;
    const authData = this.authData(c.rpId ?? c.host.replace(/:\d+$/, ""), UP | UV, this.counter);
    const clientDataJSON = this.clientData("webauthn.get", c, c.origin);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), this.key);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key",
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
    };
  }
}

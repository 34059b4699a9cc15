// Passkeys (WebAuthn, docs/passkeys.md): a member adds, lists, renames and removes them, signs in
// with one, and proves a sensitive change with one. Verification is @simplewebauthn/server's; this
// file keeps the credentials and the challenges in SQLite and decides who may use what.
//
// The relying party is the request's host (each tenant has its own), so a credential made on one
// tenant never verifies on another. Challenges are random, single use (deleted when an answer
// arrives, right or wrong) and short-lived; registration and proofs are bound to the member's
// session, a login to the tenant and host it was asked on. Wrong answers count like every secret.
import { found } from "../../db/db.ts";
import { isUniqueViolation } from "../../db/store.ts";
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { PlatformContext } from "../../context.ts";
import { fail, ok, say } from "../../http/envelope.ts";
import { parseWith, type FieldMessages } from "../../http/validate.ts";
import {
  addPasskeyBody,
  PasskeyError,
  passkeyLoginBody,
  removePasskeyBody,
  renamePasskeyBody,
  type PasskeyAssertion,
  type PasskeyAttestation,
  type PasskeyInfo,
} from "../../../src/api/contract/passkeys.ts";
import {
  passkeyProofOptionsBody,
  proofSubject,
  reauthFields,
  type ProofFor,
} from "../../../src/api/contract/reauth.ts";
import { z } from "zod";
import { guardedCheck, requireReauth, tooManyAttempts, usePasskeyProof } from "./reauth.ts";
import { requireMember, type Member } from "./auth.ts";
import { loginResult, refuseBlocked } from "./auth-routes.ts";
import { loginLimits, passkeyAnswerLimit, reserve, withinCap, type Limit } from "./rate-limit.ts";
import { keyedHash } from "./server-secret.ts";
import { tenantOf } from "./tenants.ts";
import { prep, prepPluck } from "../../db/sql.ts";
import { clientAddress } from "../../http/budget.ts";
import { pageHost } from "../../http/cors.ts";

/** How long a challenge may be answered (the login screen's autofill waits on one). */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** New challenges per minute per address (guests) and per member. */
export const CHALLENGES_PER_MIN = 30;
/**
 * Signature algorithms: EdDSA, ES256 (what phones make) and RS256 (Windows Hello). Post-quantum
 * ones are left out while Node's support for them is experimental.
 */
export const PASSKEY_ALGORITHMS = [-8, -7, -257];
/** Passkeys one member (or service agent) may keep. */
export const PASSKEYS_PER_MEMBER = 10;

/**
 * A proof's purpose names what it proves (proofPurpose); the others are ceremonies, the `desk-`
 * ones service agents' (desk/passkeys.ts).
 */
type Purpose = "register" | "login" | "desk-register" | "desk-login" | `proof:${string}`;

/** A proof's challenge is bound to its action and the values it covers (hashed: no card number in the table). */
const proofPurpose = (proof: ProofFor): Purpose =>
  `proof:${createHash("sha256").update(proofSubject(proof)).digest("base64url")}`;

/** What verifying an assertion reads of a stored credential (a member's or an agent's). */
export interface StoredCredential {
  id: string;
  rp_id: string;
  user_handle: string;
  public_key: Buffer;
  counter: number;
  transports: string;
}

interface PasskeyRow extends StoredCredential {
  user_id: number;
  tenant_id: number;
  backed_up: number;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

/** Field messages of the passkey calls (the desk's too). */
export const PASSKEY_MESSAGES: FieldMessages = {
  credential: "The passkey could not be checked, try again",
  name: "Passkey name: 1–40 characters, no < or >",
  id: "The passkey could not be checked, try again",
};

const proofBody = z.object(reauthFields);

/**
 * The relying party of a request: the host name of the page (the tenant's host; with the app on
 * another origin than the API, the allow-listed Origin's, which is where the browser runs the
 * ceremony), without the port.
 */
export const rpIdOf = (req: FastifyRequest) =>
  new URL(`http://${pageHost(req)}`).hostname.toLowerCase();
/** Host names a browser counts as secure over plain http (WebAuthn needs a secure context). */
const isLoopbackName = (name: string) =>
  name === "localhost" || name.endsWith(".localhost") || name === "127.0.0.1" || name === "[::1]";
/** The origins a browser on the page's host may answer from: https, or http on localhost only. */
export const originsOf = (req: FastifyRequest) => {
  const host = pageHost(req);
  return isLoopbackName(rpIdOf(req)) ? [`https://${host}`, `http://${host}`] : [`https://${host}`];
};

const capOf = (key: string): Limit => ({
  key: `cap-passkey|${key}`,
  max: CHALLENGES_PER_MIN,
  windowMs: 60_000,
});

/** The challenge an answer carries in its clientDataJSON (null when unreadable). */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const c: unknown = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8"));
    const challenge = (c as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === "string" && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
}

function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

/** The member's WebAuthn user id: stable, and telling nothing about the account. */
const userHandleOf = (db: PlatformContext["db"], userId: number) =>
  keyedHash(db, "passkey-user", String(userId));

let stored = 0;

/** Whom a challenge is for: a member's session, a desk session, or nobody yet (a sign-in). */
interface Bound {
  userId?: number;
  sessionId?: string | null;
}
const boundTo = (m: Member): Bound => ({ userId: m.id, sessionId: m.session?.id ?? null });

export async function storeChallenge(
  ctx: PlatformContext,
  req: FastifyRequest,
  purpose: Purpose,
  challenge: string,
  bound: Bound = {},
): Promise<void> {
  const now = ctx.now();
  if (++stored % 200 === 0) {
    await prep(ctx.db, "DELETE FROM passkey_challenges WHERE expires_at < ?").run(now);
  }
  await prep(
    ctx.db,
    `INSERT INTO passkey_challenges (challenge, purpose, tenant_id, rp_id, user_id, session_id, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    challenge,
    purpose,
    tenantOf(req).id,
    rpIdOf(req),
    bound.userId ?? null,
    bound.sessionId ?? null,
    now + CHALLENGE_TTL_MS,
  );
}

/**
 * Takes the answer's challenge out of the table (once: a replay finds nothing) and checks that it
 * is current and was issued for this purpose, host and session. Refuses otherwise.
 */
export async function consumeChallenge(
  ctx: PlatformContext,
  req: FastifyRequest,
  purpose: Purpose,
  clientDataJSON: string,
  sessionId: string | null = null,
): Promise<string> {
  const challenge = challengeOf(clientDataJSON);
  const row = challenge
    ? await prep<
        [string],
        {
          purpose: string;
          tenant_id: number;
          rp_id: string;
          session_id: string | null;
          expires_at: number;
        }
      >(
        ctx.db,
        "DELETE FROM passkey_challenges WHERE challenge = ? RETURNING purpose, tenant_id, rp_id, session_id, expires_at",
      ).get(challenge)
    : undefined;
  const good =
    row &&
    row.purpose === purpose &&
    row.tenant_id === tenantOf(req).id &&
    row.rp_id === rpIdOf(req) &&
    row.session_id === sessionId &&
    row.expires_at > ctx.now();
  if (!good || !challenge) {
    return fail(
      422,
      say(req, "This passkey request has expired, try again"),
      PasskeyError.Challenge,
    );
  }
  return challenge;
}

export const invalid = (req: FastifyRequest): never =>
  fail(422, say(req, "The passkey could not be checked, try again"), PasskeyError.Invalid);

/**
 * Verifies an assertion over `challenge` with the stored credential and moves its counter on;
 * false for a wrong signature, another host's answer, or a counter that did not go forward.
 */
export async function verifyAssertion(
  ctx: PlatformContext,
  req: FastifyRequest,
  row: StoredCredential,
  assertion: PasskeyAssertion,
  challenge: string,
  table: "passkeys" | "desk_passkeys" = "passkeys",
): Promise<boolean> {
  const handle = assertion.response.userHandle;
  if (handle && handle !== row.user_handle) return false;
  let newCounter: number;
  let backedUp: boolean;
  try {
    const v = await verifyAuthenticationResponse({
      response: assertion as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: originsOf(req),
      expectedRPID: row.rp_id,
      credential: {
        id: row.id,
        publicKey: new Uint8Array(row.public_key),
        counter: row.counter,
        transports: JSON.parse(row.transports) as never,
      },
      requireUserVerification: true,
    });
    if (!v.verified) return false;
    ({ newCounter, backedUp } = {
      newCounter: v.authenticationInfo.newCounter,
      backedUp: v.authenticationInfo.credentialBackedUp,
    });
  } catch {
    return false;
  }
  // Authenticators without a counter always send 0; one that has a counter must move it forward,
  // also against an answer verified in parallel (a cloned authenticator).
  const moved = await prep(
    ctx.db,
    `UPDATE ${table} SET counter = ?, backed_up = ?, last_used_at = ?
       WHERE id = ? AND (counter < ? OR (counter = 0 AND ? = 0))`,
  ).run(newCounter, backedUp ? 1 : 0, ctx.now(), row.id, newCounter, newCounter);
  return moved.changes === 1;
}

const credentialQ = (ctx: PlatformContext, id: string) =>
  prep<[string], PasskeyRow>(ctx.db, "SELECT * FROM passkeys WHERE id = ?").get(id);

/**
 * A passkey as the proof of a sensitive change (called by requireReauth): an assertion of one of
 * the member's own passkeys over a challenge issued to this session for this very change (`proof`:
 * its action and the request's parsed body), under the member's passkey limit (5 wrong per 10
 * minutes, then 429). Wrong → 422 naming the field `passkey`.
 */
export async function requirePasskeyProof(
  req: FastifyRequest,
  ctx: PlatformContext,
  m: Member,
  assertion: PasskeyAssertion,
  proof: ProofFor,
): Promise<void> {
  const challenge = await consumeChallenge(
    ctx,
    req,
    proofPurpose(proof),
    assertion.response.clientDataJSON,
    m.session?.id ?? null,
  );
  const good = await guardedCheck(req, m.id, "passkey", async () => {
    const row = await credentialQ(ctx, assertion.id);
    if (!row || row.user_id !== m.id || row.tenant_id !== tenantOf(req).id) return false;
    return verifyAssertion(ctx, req, row, assertion, challenge);
  });
  if (!good) {
    const msg = say(req, "The passkey could not be checked, try again");
    fail(422, msg, { passkey: [msg] });
  }
}

/** What the lists answer of a stored passkey (a member's or an agent's). */
export const passkeyInfo = (
  r: Pick<PasskeyRow, "id" | "name" | "created_at" | "last_used_at" | "backed_up">,
): PasskeyInfo => ({
  id: r.id,
  name: r.name,
  createdAt: iso(r.created_at)!,
  lastUsedAt: iso(r.last_used_at),
  backedUp: r.backed_up === 1,
});

/**
 * Options for `navigator.credentials.create` on this host for `user` (its WebAuthn user id is
 * `handle`), leaving out the credentials it has here already.
 */
export async function creationOptions(
  req: FastifyRequest,
  user: { name: string; displayName?: string; handle: string },
  existing: StoredCredential[],
) {
  return generateRegistrationOptions({
    rpName: tenantOf(req).nameEn,
    rpID: rpIdOf(req),
    userName: user.name,
    ...(user.displayName ? { userDisplayName: user.displayName } : {}),
    userID: new Uint8Array(Buffer.from(user.handle, "base64url")),
    attestationType: "none",
    excludeCredentials: existing
      .filter((r) => r.rp_id === rpIdOf(req))
      .map((r) => ({ id: r.id, transports: JSON.parse(r.transports) as never })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    timeout: CHALLENGE_TTL_MS,
  });
}

/** The new credential of an answer to `challenge` on this host; refuses (422) any other. */
export async function newCredential(
  req: FastifyRequest,
  credential: PasskeyAttestation,
  challenge: string,
) {
  const v = await verifyRegistrationResponse({
    response: credential as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: originsOf(req),
    expectedRPID: rpIdOf(req),
    requireUserVerification: true,
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
  }).catch(() => null);
  return v?.verified ? v.registrationInfo : invalid(req);
}

export function registerPasskeyRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx;
  usePasskeyProof(db, requirePasskeyProof);
  const listQ = prep<[number], PasskeyRow>(
    db,
    "SELECT * FROM passkeys WHERE user_id = ? ORDER BY created_at, id",
  );

  const member = async (req: FastifyRequest) => {
    const m = await requireMember(req);
    if (!(await withinCap(ctx, capOf(`m${m.id}`)))) tooManyAttempts(req);
    return m;
  };

  app.get("/api/VipUser/GetPasskeys", async (req) => {
    const m = await requireMember(req);
    return ok((await listQ.all(m.id)).map(passkeyInfo));
  });

  // Adding a passkey is a sensitive change: the same proof as binding a payout card.
  app.post("/api/VipUser/PasskeyRegistrationOptions", async (req) => {
    const m = await member(req);
    const proof = parseWith(req, proofBody, req.body ?? {}, PASSKEY_MESSAGES);
    await requireReauth(req, ctx, m.id, proof, { action: "add-passkey" });
    const mine = await listQ.all(m.id);
    if (mine.length >= PASSKEYS_PER_MEMBER) {
      fail(403, say(req, "You have the most passkeys allowed, remove one first"));
    }
    const options = await creationOptions(
      req,
      { name: m.userName, handle: userHandleOf(db, m.id) },
      mine,
    );
    await storeChallenge(ctx, req, "register", options.challenge, boundTo(m));
    return ok(options);
  });

  app.post("/api/VipUser/AddPasskey", async (req) => {
    const m = await requireMember(req);
    const b = parseWith(req, addPasskeyBody, req.body, PASSKEY_MESSAGES);
    const challenge = await consumeChallenge(
      ctx,
      req,
      "register",
      b.credential.response.clientDataJSON,
      m.session?.id ?? null,
    );
    const { credential, credentialBackedUp, credentialDeviceType } = await newCredential(
      req,
      b.credential,
      challenge,
    );
    const now = ctx.now();
    const count = prepPluck<[number], number>(
      db,
      "SELECT COUNT(*) FROM passkeys WHERE user_id = ?",
    );
    try {
      // The cap is checked in the transaction that stores: parallel answers cannot pass it.
      const stored = await db.tx(async () => {
        if (((await count.get(m.id)) ?? 0) >= PASSKEYS_PER_MEMBER) return false;
        await prep(
          db,
          `INSERT INTO passkeys (id, user_id, tenant_id, rp_id, user_handle, public_key, counter, transports, device_type, backed_up, name, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          credential.id,
          m.id,
          tenantOf(req).id,
          rpIdOf(req),
          userHandleOf(db, m.id),
          Buffer.from(credential.publicKey),
          credential.counter,
          JSON.stringify(credential.transports ?? []),
          credentialDeviceType,
          credentialBackedUp ? 1 : 0,
          b.name ?? say(req, "Passkey"),
          now,
        );
        return true;
      });
      if (!stored) fail(403, say(req, "You have the most passkeys allowed, remove one first"));
    } catch (e) {
      if (isUniqueViolation(e)) return invalid(req);
      throw e;
    }
    return ok(passkeyInfo(found(await credentialQ(ctx, credential.id))));
  });

  app.post("/api/VipUser/RenamePasskey", async (req) => {
    const m = await requireMember(req);
    const b = parseWith(req, renamePasskeyBody, req.body, PASSKEY_MESSAGES);
    const r = await prep(db, "UPDATE passkeys SET name = ? WHERE id = ? AND user_id = ?").run(
      b.name,
      b.id,
      m.id,
    );
    if (r.changes !== 1) fail(404, say(req, "This passkey no longer exists"));
    return ok((await listQ.all(m.id)).map(passkeyInfo));
  });

  app.post("/api/VipUser/RemovePasskey", async (req) => {
    const m = await requireMember(req);
    const b = parseWith(req, removePasskeyBody, req.body, PASSKEY_MESSAGES);
    const r = await prep(db, "DELETE FROM passkeys WHERE id = ? AND user_id = ?").run(b.id, m.id);
    if (r.changes !== 1) fail(404, say(req, "This passkey no longer exists"));
    return ok((await listQ.all(m.id)).map(passkeyInfo));
  });

  // The member's own passkeys of this host are allowed; the answer goes into the body of the one
  // request named here (action and fields) as `passkey` (requireReauth).
  app.post("/api/VipUser/PasskeyProofOptions", async (req) => {
    const m = await member(req);
    const proof = parseWith(req, passkeyProofOptionsBody, req.body ?? {}, PASSKEY_MESSAGES);
    const mine = (await listQ.all(m.id)).filter((r) => r.rp_id === rpIdOf(req));
    if (!mine.length) fail(404, say(req, "You have no passkey on this site"));
    const options = await generateAuthenticationOptions({
      rpID: rpIdOf(req),
      allowCredentials: mine.map((r) => ({
        id: r.id,
        transports: JSON.parse(r.transports) as never,
      })),
      userVerification: "required",
      timeout: CHALLENGE_TTL_MS,
    });
    await storeChallenge(ctx, req, proofPurpose(proof), options.challenge, boundTo(m));
    return ok(options);
  });

  app.post("/api/vipuser/PasskeyLoginOptions", async (req) => {
    if (!(await withinCap(ctx, capOf(`ip|${clientAddress(req)}`)))) tooManyAttempts(req);
    const options = await generateAuthenticationOptions({
      rpID: rpIdOf(req),
      userVerification: "required",
      timeout: CHALLENGE_TTL_MS,
    });
    await storeChallenge(ctx, req, "login", options.challenge);
    return ok(options);
  });

  app.post("/api/vipuser/PasskeyLogin", async (req) => {
    const b = parseWith(req, passkeyLoginBody, req.body, PASSKEY_MESSAGES);
    const t = tenantOf(req);
    // A wrong answer counts against the address like a wrong password (the same login limit).
    const address = clientAddress(req);
    const ipLimit = loginLimits(t.id, address, "").ip;
    const attempt = await reserve(ctx, [ipLimit]);
    if (!attempt) return fail(429, say(req, "Too many attempts, try again in a minute"));
    // A used or expired challenge is a failed attempt too: the reservation stays.
    const challenge = await consumeChallenge(
      ctx,
      req,
      "login",
      b.credential.response.clientDataJSON,
    );
    const row = await credentialQ(ctx, b.credential.id);
    if (!row || row.tenant_id !== t.id || row.rp_id !== rpIdOf(req)) return invalid(req);
    // Anyone may name a member's credential: wrong answers count for that credential from this
    // address, not against the member's own limit (the owner's passkey is never held back by them).
    const answer = await reserve(ctx, [passkeyAnswerLimit(row.id, address)]);
    if (!answer) return fail(429, say(req, "Too many attempts, try again in a minute"));
    const good = await verifyAssertion(ctx, req, row, b.credential, challenge).catch(
      async (e: unknown) => {
        await answer.release();
        throw e;
      },
    );
    if (!good) return invalid(req);
    await answer.release();
    await attempt.release();
    await refuseBlocked(req, ctx, row.user_id);
    return ok(await loginResult(ctx, row.user_id, t.id));
  });
}

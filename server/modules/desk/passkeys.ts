// Agents' passkeys (docs/desk.md "Who"): an agent adds passkeys after re-entering the password,
// and signs in with one instead of the password and the authenticator code, like members
// (core/passkeys.ts, whose challenges and checks these are). Credentials live in
// `desk_passkeys`, which the member API never reads, under the tenant's host as relying party.
import { isUniqueViolation } from "../../db/store.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { generateAuthenticationOptions } from "@simplewebauthn/server";
import type { PlatformContext } from "../../context.ts";
import { prep, prepPluck } from "../../db/sql.ts";
import { fail, ok, say } from "../../http/envelope.ts";
import { clientAddress } from "../../http/budget.ts";
import { parseWith, type FieldMessages } from "../../http/validate.ts";
import {
  addPasskeyBody,
  passkeyLoginBody,
  removePasskeyBody,
} from "../../../src/api/contract/passkeys.ts";
import {
  deskPasskeyOptionsBody,
  type DeskLoginResult,
  type DeskRole,
} from "../../../src/api/contract/desk.ts";
import {
  CHALLENGE_TTL_MS,
  CHALLENGES_PER_MIN,
  consumeChallenge,
  creationOptions,
  invalid,
  newCredential,
  PASSKEY_MESSAGES,
  PASSKEYS_PER_MEMBER,
  passkeyInfo,
  rpIdOf,
  storeChallenge,
  verifyAssertion,
  type StoredCredential,
} from "../core/passkeys.ts";
import { checkPasswordAsync } from "../core/passwords.ts";
import { CREDENTIAL_MESSAGES } from "../core/auth-routes.ts";
import {
  passkeyAnswerLimit,
  reserve,
  SECRET_FAILURES,
  SECRET_WINDOW_MS,
  withinCap,
} from "../core/rate-limit.ts";
import { keyedHash } from "../core/server-secret.ts";
import { tenantOf } from "../core/tenants.ts";
import { deskLoginIpLimit, openDeskSession, type Agent } from "./auth.ts";

interface Row extends StoredCredential {
  agent_id: number;
  tenant_id: number;
  name: string;
  backed_up: number;
  created_at: number;
  last_used_at: number | null;
}

const MESSAGES: FieldMessages = { ...CREDENTIAL_MESSAGES, ...PASSKEY_MESSAGES };
const tooMany = (req: FastifyRequest): never =>
  fail(429, say(req, "Too many attempts, try again in a minute"));
/** An agent's WebAuthn user id: never a member's (another value space), telling nothing. */
const userHandleOf = (ctx: PlatformContext, agentId: number) =>
  keyedHash(ctx.db, "passkey-user", `desk-${agentId}`);

const cap = (ctx: PlatformContext, key: string) =>
  withinCap(ctx, { key: `cap-desk-passkey|${key}`, max: CHALLENGES_PER_MIN, windowMs: 60_000 });

/** The agent's own passkeys: listed, added and removed in the agents-only scope of routes.ts. */
export function registerAgentPasskeys(
  scope: FastifyInstance,
  ctx: PlatformContext,
  base: string,
  agentOf: (req: FastifyRequest) => Agent,
): void {
  const { db } = ctx;
  const listQ = prep<[number], Row>(
    db,
    "SELECT * FROM desk_passkeys WHERE agent_id = ? ORDER BY created_at, id",
  );

  scope.get(`${base}/passkeys`, async (req) =>
    ok((await listQ.all(agentOf(req).id)).map(passkeyInfo)),
  );

  // Adding a passkey re-enters the password: a session left open at a shared desk adds none.
  scope.post(`${base}/passkeys/options`, async (req) => {
    const agent = agentOf(req);
    if (!(await cap(ctx, `a${agent.id}`))) tooMany(req);
    const { passWord } = parseWith(req, deskPasskeyOptionsBody, req.body, MESSAGES);
    const guess = await reserve(ctx, [
      { key: `desk-reauth|${agent.id}`, max: SECRET_FAILURES, windowMs: SECRET_WINDOW_MS },
    ]);
    if (!guess) tooMany(req);
    const hash = await prepPluck<[number], string>(
      db,
      "SELECT password_hash FROM desk_agents WHERE id = ?",
    ).get(agent.id);
    if (!(await checkPasswordAsync(passWord, hash ?? ""))) {
      const msg = say(req, "The login password is wrong");
      return fail(422, msg, { passWord: [msg] });
    }
    await guess!.release();
    const mine = await listQ.all(agent.id);
    if (mine.length >= PASSKEYS_PER_MEMBER) {
      fail(403, say(req, "You have the most passkeys allowed, remove one first"));
    }
    const options = await creationOptions(
      req,
      { name: agent.userName, displayName: agent.name, handle: userHandleOf(ctx, agent.id) },
      mine,
    );
    await storeChallenge(ctx, req, "desk-register", options.challenge, {
      sessionId: agent.sessionId,
    });
    return ok(options);
  });

  scope.post(`${base}/passkeys`, async (req) => {
    const agent = agentOf(req);
    const b = parseWith(req, addPasskeyBody, req.body, MESSAGES);
    const challenge = await consumeChallenge(
      ctx,
      req,
      "desk-register",
      b.credential.response.clientDataJSON,
      agent.sessionId,
    );
    const { credential, credentialBackedUp } = await newCredential(req, b.credential, challenge);
    try {
      // The cap is checked in the transaction that stores: parallel answers cannot pass it.
      const stored = await db.tx(async () => {
        const n =
          (await prepPluck<[number], number>(
            db,
            "SELECT COUNT(*) FROM desk_passkeys WHERE agent_id = ?",
          ).get(agent.id)) ?? 0;
        if (n >= PASSKEYS_PER_MEMBER) return false;
        await prep(
          db,
          `INSERT INTO desk_passkeys (id, agent_id, tenant_id, rp_id, user_handle, public_key, counter, transports, backed_up, name, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          credential.id,
          agent.id,
          agent.tenantId,
          rpIdOf(req),
          userHandleOf(ctx, agent.id),
          Buffer.from(credential.publicKey),
          credential.counter,
          JSON.stringify(credential.transports ?? []),
          credentialBackedUp ? 1 : 0,
          b.name ?? say(req, "Passkey"),
          ctx.now(),
        );
        return true;
      });
      if (!stored) fail(403, say(req, "You have the most passkeys allowed, remove one first"));
    } catch (e) {
      if (isUniqueViolation(e)) return invalid(req);
      throw e;
    }
    return ok((await listQ.all(agent.id)).map(passkeyInfo));
  });

  scope.post(`${base}/passkeys/remove`, async (req) => {
    const agent = agentOf(req);
    const b = parseWith(req, removePasskeyBody, req.body, MESSAGES);
    const r = await prep(db, "DELETE FROM desk_passkeys WHERE id = ? AND agent_id = ?").run(
      b.id,
      agent.id,
    );
    if (r.changes !== 1) fail(404, say(req, "This passkey no longer exists"));
    return ok((await listQ.all(agent.id)).map(passkeyInfo));
  });
}

/** Signing in with a passkey: open calls beside the password sign-in. */
export function registerDeskPasskeySignIn(
  app: FastifyInstance,
  ctx: PlatformContext,
  base: string,
): void {
  const { db } = ctx;
  app.post(`${base}/passkey-login/options`, async (req) => {
    if (!(await cap(ctx, `ip|${clientAddress(req)}`))) tooMany(req);
    const options = await generateAuthenticationOptions({
      rpID: rpIdOf(req),
      userVerification: "required",
      timeout: CHALLENGE_TTL_MS,
    });
    await storeChallenge(ctx, req, "desk-login", options.challenge);
    return ok(options);
  });

  // A passkey with user verification is two factors itself: it passes the authenticator code.
  app.post(`${base}/passkey-login`, async (req) => {
    const b = parseWith(req, passkeyLoginBody, req.body, MESSAGES);
    const t = tenantOf(req);
    const address = clientAddress(req);
    // Every failure counts under the desk's sign-in limit of the address, like a wrong password.
    const attempt = await reserve(ctx, [deskLoginIpLimit(address)]);
    if (!attempt) return tooMany(req);
    const challenge = await consumeChallenge(
      ctx,
      req,
      "desk-login",
      b.credential.response.clientDataJSON,
      null,
    );
    const row = await prep<
      [string],
      Row & { disabled: number; user_name: string; display_name: string; role: DeskRole }
    >(
      db,
      `SELECT p.*, a.disabled, a.user_name, a.display_name, a.role
         FROM desk_passkeys p JOIN desk_agents a ON a.id = p.agent_id WHERE p.id = ?`,
    ).get(b.credential.id);
    if (!row || row.disabled || row.tenant_id !== t.id || row.rp_id !== rpIdOf(req))
      return invalid(req);
    // Strangers naming an agent's credential count for that credential from their address only.
    const answer = await reserve(ctx, [passkeyAnswerLimit(`desk-${row.id}`, address)]);
    if (!answer) return tooMany(req);
    if (!(await verifyAssertion(ctx, req, row, b.credential, challenge, "desk_passkeys"))) {
      return invalid(req);
    }
    await answer.release();
    await attempt.release();
    const result: DeskLoginResult = await openDeskSession(ctx, { ...row, id: row.agent_id }, t.id);
    return ok(result);
  });
}

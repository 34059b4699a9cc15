import Fastify, { type FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { existsSync } from "node:fs";
import { resolve } from "node:path";

export interface ServerOptions {
  /** Folder with the built app (vite build output). */
  distDir?: string;
}

export async function buildServer(opts: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const distDir = resolve(opts.distDir ?? process.env.PLAYFRONT_DIST ?? "dist");

  app.get("/healthz", async () => ({ ok: true }));

  if (existsSync(distDir)) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false });
    // SPA navigation fallback: any non-API GET that is not a file gets the shell.
    app.setNotFoundHandler((req, reply) => {
      if (req.method === "GET" && !req.url.startsWith("/api/")) return reply.sendFile("index.html");
      return reply
        .code(404)
        .send({ ok: false, result: null, error: "not found", message: "not found" });
    });
  }
  return app;
}

// An upgrade request (`Connection: Upgrade`) reaches the router with a socket that no HTTP parser
// reads any more. The websocket plugin would accept it on any route, then close the socket; a
// route not declared `websocket: true` refuses it as plain HTTP instead, and the plugin closes the
// connection after the answer. So no client makes the platform, or a proxy that passes upgrades
// on, hold a connection per request.
import type { FastifyInstance } from "fastify";
import { fail, say } from "./envelope.ts";

/** Call once, after the websocket plugin and before any route. */
export function refuseStrayUpgrades(app: FastifyInstance): void {
  const sockets = new Set<string>();
  app.addHook("onRoute", (route) => {
    if (route.websocket) sockets.add(route.url);
  });
  app.addHook("onRequest", async (req) => {
    if (req.ws && !sockets.has(req.routeOptions.url ?? "")) {
      fail(400, say(req, "Invalid request, check the interface parameters"));
    }
  });
}

// A game category's name (plate type) in the request's language, from the platform's catalog: the
// one name the lobby, the home, the wallets and the rebate screen all show for it.
import type { FastifyRequest } from "fastify";
import { say } from "../../http/envelope.ts";
import type { MessageId } from "../../i18n/messages.ts";

const PLATE_NAMES: Readonly<Record<string, MessageId>> = {
  sys: "Main wallet",
  slot: "Slots",
  live: "Live casino",
  sports: "Sports",
  lottery: "Lottery",
  chess: "Chess & cards",
  fish: "Fishing",
};

export function plateName(req: FastifyRequest, plateType: string): string {
  const name = PLATE_NAMES[plateType];
  return name ? say(req, name) : plateType;
}

// GetGameUrlV2: the URL of a game (encrypted response). The reference platform answers a demo game
// page it serves at /demo-game/<plateType>?t=<one-time ticket>.
import { z } from "zod";
import type { Money } from "./envelope.ts";
import { gamePlateTypeInput } from "./wallet.ts";

export const gameUrlBody = z.object({
  plateType: gamePlateTypeInput,
  gameId: z.union([z.string().trim().min(1).max(40), z.number().int().nonnegative()]).optional(),
});
export type GameUrlBody = z.input<typeof gameUrlBody>;

/** Decrypted result of GetGameUrlV2. */
export interface GameUrlResult {
  url: string;
  /** With the transfer-free wallet on: what entering moved into the game's wallet ("0.00" if none). */
  transferred?: Money;
}

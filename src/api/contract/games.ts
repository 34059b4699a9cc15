// Contract of the game catalogue (GET /api/Activity/GetGameList).
import { z } from "zod";

/**
 * Query: all filters optional. `plateType` is a GamePlateType (not the main wallet); `platform` a provider
 * code; `keyword` matches game names. The client caches the full list with its `version`.
 */
export const gameListQuery = z.object({
  plateType: z.enum(["slot", "live", "sports", "lottery", "chess", "fish"]).optional(),
  platform: z
    .string()
    .regex(/^[a-z0-9-]{1,20}$/)
    .optional(),
  keyword: z.string().trim().max(40).optional(),
  /**
   * The catalogue version the device holds: when it is the current one the platform may answer
   * `{ version, notModified: true }` without the list (the reference platform does).
   */
  version: z.string().max(64).optional(),
});
export type GameListQuery = z.input<typeof gameListQuery>;

export interface GamePlatform {
  /** Provider code, e.g. "pg". */
  code: string;
  name: string;
}

export interface PlateTypeInfo {
  plateType: string;
  name: string;
  /** Icon of the lobby tab. */
  iconUrl: string;
  platforms: GamePlatform[];
}

export interface Game {
  id: number;
  /** Code sent to GetGameUrlV2 with the plate type and platform. */
  gameCode: string;
  name: string;
  plateType: string;
  platform: string;
  imageUrl: string;
  isHot: boolean;
  isNew: boolean;
}

export interface GameList {
  /** Changes whenever the catalogue changes; the client keeps its cache while equal. */
  version: string;
  plateTypes: PlateTypeInfo[];
  games: Game[];
}

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildServer } from "../../app.ts";

describe("first-start seed", () => {
  it("seeds once: a second start on the same file keeps the data and adds nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "playfront-seed-"));
    const dbFile = join(dir, "playfront.db");
    const counts = async (app: Awaited<ReturnType<typeof buildServer>>) =>
      Object.fromEntries(
        await Promise.all(
          ["tenants", "users", "news", "short_menus", "activities", "letters", "games"].map(
            async (t) => [t, await app.platform.db.pluckOne(`SELECT COUNT(*) FROM ${t}`)],
          ),
        ),
      );
    try {
      const first = await buildServer({ dbFile, distDir: "/nonexistent" });
      const before = await counts(first);
      await first.platform.db.run("UPDATE users SET nickname = 'kept' WHERE user_name = 'demo'");
      await first.close();
      const second = await buildServer({ dbFile, distDir: "/nonexistent" });
      expect(await counts(second)).toEqual(before);
      expect(before).toMatchObject({ tenants: 4, users: 4, letters: 16, games: 349 });
      const nick = await second.platform.db.pluck(
        "SELECT DISTINCT nickname FROM users WHERE user_name = 'demo'",
      );
      expect(nick).toEqual(["kept"]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

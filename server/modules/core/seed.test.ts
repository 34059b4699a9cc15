import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildServer } from "../../app.ts";

describe("first-start seed", () => {
  it("seeds once: a second start on the same file keeps the data and adds nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "playfront-seed-"));
    const dbFile = join(dir, "playfront.db");
    const counts = (app: Awaited<ReturnType<typeof buildServer>>) =>
      Object.fromEntries(
        ["tenants", "users", "news", "short_menus", "activities", "letters", "games"].map((t) => [
          t,
          app.platform.db.prepare(`SELECT COUNT(*) FROM ${t}`).pluck().get(),
        ]),
      );
    try {
      const first = await buildServer({ dbFile, distDir: "/nonexistent" });
      const before = counts(first);
      first.platform.db
        .prepare("UPDATE users SET nickname = 'kept' WHERE user_name = 'demo'")
        .run();
      await first.close();
      const second = await buildServer({ dbFile, distDir: "/nonexistent" });
      expect(counts(second)).toEqual(before);
      expect(before).toMatchObject({ tenants: 4, users: 4, letters: 16, games: 349 });
      const nick = second.platform.db
        .prepare("SELECT DISTINCT nickname FROM users WHERE user_name = 'demo'")
        .pluck()
        .all();
      expect(nick).toEqual(["kept"]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// @vitest-environment node
// A route that imports one icon must not ship the others: bundle a one-icon entry and look for
// another icon's path data in the output.
import { describe, expect, it } from "vitest";
import { build } from "rolldown";
import { join } from "node:path";

const indexFile = join(import.meta.dirname, "index.ts");

describe("icon tree-shaking", () => {
  it("keeps only the imported icon", async () => {
    const result = await build({
      input: "entry",
      external: [/^react/],
      write: false,
      plugins: [
        {
          name: "virtual-entry",
          resolveId: (id) => (id === "entry" ? id : null),
          load: (id) =>
            id === "entry"
              ? `import { HomeIcon } from ${JSON.stringify(indexFile)}; export default HomeIcon;`
              : null,
        },
      ],
    });
    const code = result.output.map((o) => ("code" in o ? o.code : "")).join("\n");
    expect(code).toContain("M3 10.5 12 3l9 7.5"); // HomeIcon
    expect(code).not.toContain("M2 12c3-5 10-6 14-2"); // FishIcon
    expect(code).not.toContain("M19 10.3l2.4.5"); // SettingsIcon
  });
});

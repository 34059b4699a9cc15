// Writes .br and .gz siblings of the build's text assets so the reference platform (and nginx
// with gzip_static/brotli_static) can serve them precompressed, at no per-request CPU cost.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = process.argv[2] ?? "dist";
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
let count = 0;
function walk(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (TEXT.test(name) && statSync(path).size > 1024) {
      const data = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      count++;
    }
  }
}
walk(dist);
console.log(`compress-dist: ${count} files precompressed in ${dist}`);

// Accept-Encoding, for the few answers the platform compresses ahead (the rest goes through
// @fastify/compress in app.ts).

/** Whether `header` accepts `encoding` (listed, or `*`, with a quality above 0). */
export function acceptsEncoding(header: string | string[] | undefined, encoding: string): boolean {
  const text = Array.isArray(header) ? header.join(",") : (header ?? "");
  let star = false;
  for (const part of text.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name.trim() === encoding) return accepted;
    if (name.trim() === "*") star = accepted;
  }
  return star;
}

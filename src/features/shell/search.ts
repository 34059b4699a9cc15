// Typed search params of shell-level routes. Values arrive as strings or JSON from the URL.

export interface EmbeddedSearch {
  from?: string;
  type?: string;
  url?: string;
}

function optionalString(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return undefined;
}

export function validateEmbeddedSearch(search: Record<string, unknown>): EmbeddedSearch {
  const out: EmbeddedSearch = {};
  const from = optionalString(search.from);
  const type = optionalString(search.type);
  const url = optionalString(search.url);
  if (from !== undefined) out.from = from;
  if (type !== undefined) out.type = type;
  if (url !== undefined) out.url = url;
  return out;
}

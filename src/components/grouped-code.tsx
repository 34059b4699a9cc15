// A long code (an account number, an authenticator key, a wallet address) shown in groups that a
// line may break between, never inside one. Its text stays the code itself: what a screen reader
// reads and a selection copies has no added characters (the gap between groups is a margin).
import { Fragment } from "react";

/** The groups of `value`: its own, where it is written with spaces; else runs of `size`. */
export function codeGroups(value: string, size = 4): string[] {
  const trimmed = value.trim();
  if (/\s/.test(trimmed)) return trimmed.split(/\s+/);
  const groups: string[] = [];
  for (let i = 0; i < trimmed.length; i += size) groups.push(trimmed.slice(i, i + size));
  return groups;
}

export function GroupedCode({ value, size = 4 }: { value: string; size?: number }) {
  const spaced = /\s/.test(value.trim());
  return (
    <span className={spaced ? "grouped-code" : "grouped-code grouped-code--gapped"}>
      {codeGroups(value, size).map((group, i) => (
        // Written with spaces: the space is the break; else an empty break opportunity.
        <Fragment key={i}>
          {i > 0 ? spaced ? " " : <wbr /> : null}
          <span>{group}</span>
        </Fragment>
      ))}
    </span>
  );
}

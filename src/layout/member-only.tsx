// A part of the frame that concerns a member's session only: its code is a chunk of its own,
// loaded once someone is signed in, so a visitor's first screen does not carry it.
import { lazy, Suspense, type ComponentType } from "react";
import { useAtomValue } from "jotai";
import { isLoggedInAtom } from "../features/session";

export function memberOnly(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Part = lazy(load);
  return function MemberOnly() {
    const member = useAtomValue(isLoggedInAtom);
    if (!member) return null;
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  };
}

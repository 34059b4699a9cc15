// Where the transfer offer appears. Its host (the dialog, the money mutation, the games feature's
// offer state) is its own chunk, loaded for a member only, so it stays out of the initial JS; an
// offer made before the chunk has arrived is in the store and shows once it has.
import { lazy, Suspense } from "react";
import { useAtomValue } from "jotai";
import { isLoggedInAtom } from "../features/session";

const TransferOfferHost = lazy(() =>
  import("./transfer-offer-host").then((m) => ({ default: m.TransferOfferHost })),
);

export function TransferOfferSlot() {
  const member = useAtomValue(isLoggedInAtom);
  if (!member) return null;
  return (
    <Suspense fallback={null}>
      <TransferOfferHost />
    </Suspense>
  );
}

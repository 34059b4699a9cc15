// Where the transfer offer appears. Its dialog and the money mutation load only once a member is
// offered a transfer, so they stay out of every screen's first download.
import { lazy, Suspense } from "react";
import { useAtomValue } from "jotai";
import { transferOfferAtom } from "../features/games";

const TransferOfferHost = lazy(() =>
  import("./transfer-offer-host").then((m) => ({ default: m.TransferOfferHost })),
);

export function TransferOfferSlot() {
  const offer = useAtomValue(transferOfferAtom);
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <TransferOfferHost />
    </Suspense>
  );
}

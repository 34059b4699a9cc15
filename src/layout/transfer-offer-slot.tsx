// Where the transfer offer appears. Its host (the dialog, the money mutation, the games feature's
// offer state) is its own chunk, loaded for a member only, so it stays out of the initial JS; an
// offer made before the chunk has arrived is in the store and shows once it has.
import { memberOnly } from "./member-only";

export const TransferOfferSlot = memberOnly(() =>
  import("./transfer-offer-host").then((m) => ({ default: m.TransferOfferHost })),
);

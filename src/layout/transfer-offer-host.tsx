// The transfer offered in place when a member enters a game whose wallet is empty: the games
// feature asks (transferOfferAtom), the wallet feature draws the offer, and this host moves the
// money under the loading overlay, then opens the game.
import { useState } from "react";
import { useAtom } from "jotai";
import { useLingui } from "@lingui/react/macro";
import type { Money } from "../api/contract/envelope";
import type { GamePlateType } from "../api/contract/wallet";
import { MAIN_WALLET } from "../api/contract/constants";
import { changeBalanceMutationOptions } from "../api/endpoints/wallet";
import { refusalMessage, useMoneyMutation } from "../api/money-submit";
import { transferOfferAtom, useEnterGame } from "../features/games";
import { TransferOfferDialog } from "../features/wallet";

export function TransferOfferHost() {
  const { t } = useLingui();
  const [offer, setOffer] = useAtom(transferOfferAtom);
  const { enter } = useEnterGame();
  const transfer = useMoneyMutation(changeBalanceMutationOptions());
  const [refusal, setRefusal] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  if (!offer || moving) return null;

  const close = () => {
    setRefusal(null);
    setMoving(false);
    setOffer(null);
  };
  const confirm = async (amount: Money) => {
    setRefusal(null);
    setMoving(true);
    // The dialog closes while the money moves, so the overlay shows; a refusal opens it again.
    const outcome = await transfer.submit({
      fromPlateType: MAIN_WALLET,
      toPlateType: offer.game.plateType as GamePlateType,
      amount,
    });
    if (!outcome) return;
    if (!outcome.ok) {
      setMoving(false);
      return setRefusal(refusalMessage(outcome.error) ?? t`The transfer did not go through`);
    }
    close();
    enter(offer.game, { offer: false });
  };

  return (
    <TransferOfferDialog
      key={`${offer.game.plateType}:${offer.game.gameId ?? ""}`}
      plateName={offer.plateName}
      main={offer.main}
      refusal={refusal}
      onConfirm={(amount) => void confirm(amount)}
      onClose={close}
    />
  );
}

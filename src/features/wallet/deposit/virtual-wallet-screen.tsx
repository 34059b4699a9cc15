// Virtual wallet transfer (docs/product.md §2): the member's USDT receiving address, its QR code and a copy
// control; with an order, its status until credited.
import { useSuspenseQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { depositChannelsQueryOptions } from "../../../api/endpoints/deposit";
import { CopyIcon } from "../../../components/icons";
import { MemberPage, useCopy } from "../../shell";
import { QrCode } from "../../../components/qr-code";
import { DepositOrderStatus } from "./order-status";
import { GroupedCode } from "../../../components/grouped-code";
import { UsdtQuote } from "./usdt-quote";

export function VirtualWalletScreen({ orderId }: { orderId?: number }) {
  const { t } = useLingui();
  const copy = useCopy();
  // Primed by the route loader.
  const { data: channels } = useSuspenseQuery(depositChannelsQueryOptions());
  const wallet = channels?.find((c) => c.wallet)?.wallet;
  const network = wallet?.network;
  return (
    <MemberPage title={<Trans>Virtual wallet transfer</Trans>}>
      {wallet ? (
        <section className="card stack" style={{ justifyItems: "center" }}>
          <p className="muted">
            <Trans>Network: {network}</Trans>
          </p>
          <UsdtQuote rate={wallet.rate} />
          <QrCode value={wallet.qrPayload} label={t`QR code of the wallet address`} />
          <p className="amount" data-testid="wallet-address">
            <GroupedCode value={wallet.address} />
          </p>
          <button type="button" className="btn" onClick={() => void copy(wallet.address)}>
            <CopyIcon />
            <Trans>Copy address</Trans>
          </button>
          <p className="muted">
            <Trans>Send only USDT on this network; the deposit is credited once confirmed.</Trans>
          </p>
        </section>
      ) : (
        <p className="muted">
          <Trans>Loading…</Trans>
        </p>
      )}
      {orderId ? <DepositOrderStatus id={orderId} /> : null}
    </MemberPage>
  );
}

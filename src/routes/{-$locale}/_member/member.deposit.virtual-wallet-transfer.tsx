import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/_member/member/deposit/virtual-wallet-transfer")({
  staticData: { hideFooter: true },
  component: VirtualWalletTransferScreen,
});

function VirtualWalletTransferScreen() {
  return <ScreenPlaceholder title={<Trans>Virtual wallet transfer</Trans>} />;
}

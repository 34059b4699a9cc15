import { createFileRoute } from "@tanstack/react-router";
import { AgreementScreen } from "../../features/auth";

export const Route = createFileRoute("/{-$locale}/protocal")({
  staticData: { anonymous: true, hideFooter: true },
  component: AgreementScreen,
});

import { createFileRoute } from "@tanstack/react-router";
import { CentreScreen } from "../../../features/member-centre";

export const Route = createFileRoute("/{-$locale}/_member/centre/{-$id}")({
  component: CentreScreen,
});

import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { DemoNote } from "../features/demo/demo-note";

export const Route = createFileRoute("/")({
  component: Home,
});

function Home() {
  return (
    <main>
      <h1>
        <Trans>Home</Trans>
      </h1>
      <DemoNote />
    </main>
  );
}

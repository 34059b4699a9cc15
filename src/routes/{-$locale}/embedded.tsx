import { createFileRoute, useRouterState } from "@tanstack/react-router";
import { FrameScreen } from "../../features/frames";
import { validateEmbeddedSearch } from "../../features/shell";

export const Route = createFileRoute("/{-$locale}/embedded")({
  staticData: { anonymous: true, hideFooter: true },
  validateSearch: validateEmbeddedSearch,
  component: EmbeddedScreen,
});

function EmbeddedScreen() {
  const { url, from, type } = Route.useSearch();
  const gameName = useRouterState({ select: (s) => s.location.state.gameName });
  return <FrameScreen url={url} from={from} type={type} title={gameName || undefined} />;
}

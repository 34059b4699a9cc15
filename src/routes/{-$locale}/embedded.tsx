import { createFileRoute } from "@tanstack/react-router";
import { FrameScreen } from "../../features/frames";
import { validateEmbeddedSearch } from "../../features/shell";

export const Route = createFileRoute("/{-$locale}/embedded")({
  staticData: { anonymous: true, hideFooter: true },
  validateSearch: validateEmbeddedSearch,
  component: EmbeddedScreen,
});

function EmbeddedScreen() {
  const { url, from, type } = Route.useSearch();
  return <FrameScreen url={url} from={from} type={type} />;
}

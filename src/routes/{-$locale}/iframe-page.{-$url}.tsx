import { createFileRoute } from "@tanstack/react-router";
import { FrameScreen } from "../../features/frames";

export const Route = createFileRoute("/{-$locale}/iframe-page/{-$url}")({
  staticData: { anonymous: true, hideFooter: true },
  component: IframePageScreen,
});

function IframePageScreen() {
  // The router hands the segment over decoded: `/iframe-page/https%3A%2F%2Fx.test%2Fa`.
  const { url } = Route.useParams();
  return <FrameScreen url={url} />;
}

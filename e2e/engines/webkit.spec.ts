// The player's journeys in WebKit (the engine of every iPhone browser): Debian's WebKitGTK through
// WebKitWebDriver under Xvfb (journeys.ts).
import { launchWebKit } from "./engine";
import { engineJourneys, ENGINE_PORTS, enginePort } from "./journeys";

const driverPort = enginePort(ENGINE_PORTS.webkitDriver);
engineJourneys(
  // The X display follows the port's hundreds (E2E_PORT 4600 → :46), away from a desktop's :0.
  () => launchWebKit({ port: driverPort, display: Math.floor(driverPort / 100) }),
  enginePort(ENGINE_PORTS.webkitPlatform),
  "WebKit",
);

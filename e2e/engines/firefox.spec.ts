// The player's journeys in Gecko: Debian's Firefox ESR over WebDriver BiDi (journeys.ts).
import { launchFirefox } from "./engine";
import { engineJourneys, ENGINE_PORTS, enginePort } from "./journeys";

engineJourneys(launchFirefox, enginePort(ENGINE_PORTS.firefoxPlatform), "Firefox");

// The device id a deposit claiming a bonus carries (one first-deposit bonus per device,
// docs/bonus-rules.md). It is not the chat's guest id (a credential). Clearing the site's data
// makes a new one, which is why the platform's firm checks are the real name and the card.
import { storedRandomId } from "../lib/stored-id";
import { DEVICE_ID_RE } from "./contract/rules";

const KEY = "playfront.device-id";

export function deviceId(storage?: Pick<Storage, "getItem" | "setItem"> | null): string {
  return storedRandomId(KEY, DEVICE_ID_RE, storage);
}

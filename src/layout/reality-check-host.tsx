// The reality-check reminder's chunk (see reality-check-slot.tsx).
export { RealityCheckReminder } from "../features/responsible";

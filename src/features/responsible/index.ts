// Responsible gaming (docs/product.md §10): deposit limits, reality check, time-out, self-exclusion.
export { ResponsibleGamingSection } from "./responsible-section";
export { RealityCheckReminder } from "./reality-check";

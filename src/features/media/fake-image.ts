// Test double for `window.Image`: each host answers the ping after a set delay, fails, or hangs.
export type HostBehaviour = { ok: boolean; afterMs: number } | "hang";

export class FakeImage {
  static instances: FakeImage[] = [];
  static behaviour = new Map<string, HostBehaviour>();
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  #src = "";

  get src(): string {
    return this.#src;
  }

  set src(value: string) {
    this.#src = value;
    FakeImage.instances.push(this);
    const host = [...FakeImage.behaviour.keys()].find((h) => value.startsWith(`${h}/`));
    const behaviour = host ? FakeImage.behaviour.get(host)! : "hang";
    if (behaviour === "hang") return;
    setTimeout(() => (behaviour.ok ? this.onload?.() : this.onerror?.()), behaviour.afterMs);
  }

  static reset(): void {
    FakeImage.instances = [];
    FakeImage.behaviour.clear();
  }

  static pingsTo(host: string): number {
    return FakeImage.instances.filter((i) => i.src.startsWith(`${host}/`)).length;
  }
}

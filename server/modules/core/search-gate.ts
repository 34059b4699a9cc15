// How many new search answers the platform builds a second, across every address. An answer the
// cache holds goes out at once; one it must build (a keyword nobody asked for lately) passes this
// gate first. Past the rate, searches wait their turn holding only their connection, so a burst of
// new keywords from many addresses (each within its own budget, server/http/budget.ts) costs the
// event loop a fixed share instead of all of it, and a member's calls keep their pace. A search
// that would wait too long, or finds too many waiting, is answered 503 busy at once.
import { ApiFailure } from "../../http/envelope.ts";

export interface SearchGateOptions {
  /** Answers built a second. */
  perSec: number;
  /** Searches that may wait at once. */
  maxWaiting: number;
  /** How long one may wait before it is answered busy. */
  maxWaitMs: number;
  /** Real time in ms (load, not business time): `performance.now` unless a test drives it. */
  now?: () => number;
}

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout;
}

/** Localized by the error handler (an empty message is the catalogue's for the status). */
const busy = () => new ApiFailure(503, "", "busy");

export class SearchGate {
  readonly #o: Required<SearchGateOptions>;
  /** A tenth of a second's answers may be built at once. */
  readonly #capacity: number;
  #tokens: number;
  #at: number;
  readonly #waiting: Waiter[] = [];
  #timer: NodeJS.Timeout | undefined;

  constructor(options: SearchGateOptions) {
    this.#o = { now: () => performance.now(), ...options };
    this.#capacity = Math.max(1, options.perSec / 10);
    this.#tokens = this.#capacity;
    this.#at = this.#o.now();
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  /** Resolves when this search may build its answer; rejects 503 busy when it may not. */
  enter(): Promise<void> {
    this.#refill();
    if (this.#waiting.length === 0 && this.#tokens >= 1) {
      this.#tokens -= 1;
      return Promise.resolve();
    }
    if (this.#waiting.length >= this.#o.maxWaiting) return Promise.reject(busy());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        admit: resolve,
        timer: setTimeout(() => {
          const i = this.#waiting.indexOf(waiter);
          if (i >= 0) this.#waiting.splice(i, 1);
          reject(busy());
        }, this.#o.maxWaitMs),
      };
      this.#waiting.push(waiter);
      this.#schedule();
    });
  }

  #refill() {
    const now = this.#o.now();
    this.#tokens = Math.min(
      this.#capacity,
      this.#tokens + ((now - this.#at) / 1000) * this.#o.perSec,
    );
    this.#at = now;
  }

  /** One timer for the queue: when the next token is due, admit whoever it pays for, in order. */
  #schedule() {
    if (this.#timer || this.#waiting.length === 0) return;
    const dueMs = Math.max(1, ((1 - this.#tokens) / this.#o.perSec) * 1000);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#refill();
      while (this.#waiting.length > 0 && this.#tokens >= 1) {
        this.#tokens -= 1;
        const next = this.#waiting.shift()!;
        clearTimeout(next.timer);
        next.admit();
      }
      this.#schedule();
    }, dueMs);
  }
}

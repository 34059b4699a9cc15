// The captcha's drawing thread: answers each { id, job } with { id, png } (captcha.ts).
import { parentPort } from "node:worker_threads";
import { drawBackground, type DrawJob } from "./captcha-draw.ts";

parentPort?.on("message", ({ id, job }: { id: number; job: DrawJob }) => {
  const png = drawBackground(job);
  parentPort?.postMessage({ id, png });
});

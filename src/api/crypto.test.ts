// @vitest-environment node
import AES from "crypto-js/aes";
import { describe, expect, it } from "vitest";
import { decryptResult } from "./crypto";

describe("decryptResult", () => {
  it("decrypts a crypto-js AES passphrase ciphertext of JSON", async () => {
    const value = { url: "https://game.example/play?t=1", balance: "10.50" };
    const ciphertext = AES.encrypt(JSON.stringify(value), "playfront-reference-key").toString();
    await expect(decryptResult(ciphertext, "playfront-reference-key")).resolves.toEqual(value);
  });

  it("throws for a wrong key", async () => {
    const ciphertext = AES.encrypt(JSON.stringify({ a: 1 }), "right").toString();
    await expect(decryptResult(ciphertext, "wrong")).rejects.toThrow();
  });

  it("throws a SyntaxError when the plaintext is not JSON", async () => {
    const ciphertext = AES.encrypt("not json", "k").toString();
    await expect(decryptResult(ciphertext, "k")).rejects.toBeInstanceOf(SyntaxError);
  });

  it("throws a TypeError when the result is not a ciphertext string", async () => {
    await expect(decryptResult({ a: 1 }, "k")).rejects.toBeInstanceOf(TypeError);
  });
});

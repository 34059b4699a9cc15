// Decryption of responses flagged `encrypted` (docs/product.md §10): `result` is a crypto-js AES
// ciphertext (OpenSSL format, passphrase = runtime config key) of the JSON result.
// Only the two modules needed are imported (a fraction of the whole library), and only when
// the first encrypted response arrives, so they stay out of the initial bundle.

type Decrypt = (ciphertext: string, key: string) => string;

let loading: Promise<Decrypt> | null = null;

function loadDecrypt(): Promise<Decrypt> {
  loading ??= Promise.all([import("crypto-js/aes"), import("crypto-js/enc-utf8")]).then(
    ([aes, utf8]) =>
      (ciphertext, key) =>
        aes.default.decrypt(ciphertext, key).toString(utf8.default),
    (error: unknown) => {
      // A chunk that failed to load (offline) must be retried next time, not cached as failed.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Decrypts and parses an encrypted `result`. Throws an Error for a wrong key or corrupt data and
 * a SyntaxError when the plaintext is not JSON.
 */
export async function decryptResult<T>(ciphertext: unknown, key: string): Promise<T> {
  if (typeof ciphertext !== "string" || ciphertext === "") {
    throw new TypeError("Encrypted result is not a ciphertext string");
  }
  const decrypt = await loadDecrypt();
  const plaintext = decrypt(ciphertext, key);
  if (plaintext === "") throw new Error("Encrypted result could not be decrypted with the key");
  return JSON.parse(plaintext) as T;
}

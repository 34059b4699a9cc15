// The settings every platform test starts with (server/test-setup.ts puts them in the
// environment, so a platform a test spawns gets them too). Tests are one address doing a lot on
// purpose, and register many members: the suites that measure the real limits and costs set them.
export const TEST_ENV = {
  PLAYFRONT_SCRYPT_N: "1024",
  PLAYFRONT_REQUESTS_PER_SEC: "100000",
} as const;

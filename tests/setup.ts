// Shared vitest setup for the app project (jsdom).
import { afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";

// `findBy…`/`waitFor` wait for states, not times: screens load their code, catalogs and lazy parts
// (the drawer's panel, a new locale's catalog) as separate modules, and on a loaded 2-core CI
// machine one of those imports can take longer than the library's 1 s default. A real failure still
// fails, 5 s later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());

import type { QueryClient } from "@tanstack/react-query";
import type { createStore } from "jotai";

export type AppStore = ReturnType<typeof createStore>;

/** What every route's beforeLoad/loader receives (src/app/router.ts builds it once). */
export interface RouterContext {
  store: AppStore;
  queryClient: QueryClient;
}

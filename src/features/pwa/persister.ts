// Integration point owned by the PWA feature: options for PersistQueryClientProvider (the shell
// creates the QueryClient in src/app and passes these). Member and money queries are never
// persisted (see shouldDehydrateQuery).
import type { PersistQueryClientOptions } from "@tanstack/react-query-persist-client";

export const persistOptions: Omit<PersistQueryClientOptions, "queryClient"> | null = null;

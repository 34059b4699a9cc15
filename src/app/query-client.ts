import { QueryClient } from "@tanstack/react-query";
import { PERSIST_MAX_AGE_MS } from "../features/pwa";

/** One QueryClient for the app: server data lives here, never in atoms. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Kept as long as the persisted cache, so an offline cold start still has the lobby.
        gcTime: PERSIST_MAX_AGE_MS,
        // The API client already maps failures to messages; retrying refusals only repeats them.
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

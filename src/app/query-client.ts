import { QueryClient } from "@tanstack/react-query";

/** One QueryClient for the app: server data lives here, never in atoms. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // The API client already maps failures to messages; retrying refusals only repeats them.
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

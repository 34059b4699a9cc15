// A component under test inside a tenant whose site config is known: its currency (every amount
// is written in it) and the rest of what screens read from it.
import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { SiteConfig } from "../src/api/contract/common";
import { queryKeys } from "../src/api/query-keys";

export function tenantClient(currency = "CNY"): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.common.siteConfig(), {
    currency,
    helpline: { name: "Helpline", phone: "+1 800 555 0100", url: "https://help.example.com/" },
  } as Partial<SiteConfig> as SiteConfig);
  return client;
}

export function TenantProvider({
  currency,
  client,
  children,
}: {
  currency?: string;
  client?: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client ?? tenantClient(currency)}>{children}</QueryClientProvider>
  );
}

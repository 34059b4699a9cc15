// Amounts as the player reads them: in the tenant's currency (site config `currency`) and the
// page's language (docs/product.md §10 "Money shown"). Before site config is known, the bare number.
import { useCallback } from "react";
import { useLingui } from "@lingui/react";
import { formatMoney } from "../../lib/format";
import { useSiteConfig } from "./site-config";

export function useMoney(): (value: string | bigint) => string {
  const { i18n } = useLingui();
  const currency = useSiteConfig()?.currency;
  const locale = i18n.locale;
  return useCallback((value) => formatMoney(value, locale, currency), [locale, currency]);
}

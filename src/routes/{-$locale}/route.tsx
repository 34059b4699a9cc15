import { createFileRoute } from "@tanstack/react-router";
import { i18n } from "@lingui/core";
import { saveHomeForOffline } from "../../features/home";
import { enterLocale, platformLocales } from "../../features/shell";
import { NotFoundScreen } from "../../layout";

// Every screen sits under an optional locale prefix: `/login` and `/en/login` (docs/product.md §2).
export const Route = createFileRoute("/{-$locale}")({
  beforeLoad: async ({ context, params, location }) => {
    const before = i18n.locale;
    const locale = await enterLocale(context.store, params.locale, location.href, undefined, () =>
      platformLocales(context.queryClient),
    );
    // The platform localizes its answers (Accept-Language) and query keys carry no locale:
    // after a language switch, refetch what is on screen in the new language.
    // The lobby's content in the new language is saved too, for an offline start in it later.
    if (before && before !== locale) {
      void context.queryClient.invalidateQueries();
      saveHomeForOffline(context.queryClient);
    }
    return { locale };
  },
  // A path under the prefix that no screen matches: the not-found screen in the prefix's language
  // (the root's own handler never sees it, and the default one rendered an empty page).
  notFoundComponent: NotFoundScreen,
  // No component: a layout renders its child (<Outlet />). `component: Outlet` made the router
  // plugin split it into a chunk of its own, one more request before every first render.
});

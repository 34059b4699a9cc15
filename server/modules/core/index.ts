// Core module of the reference platform: tenants, members and auth, site content, news and
// letters, the game catalogue, captcha and the analytics sink. Seeds on first start.
import type { PlatformModule } from "../../context.ts";
import { registerAccountRoutes } from "./account.ts";
import { registerAssetRoutes } from "./assets.ts";
import { bindAuthContext } from "./auth.ts";
import { sealPlainTotpSecrets } from "./totp.ts";
import { registerAuthRoutes } from "./auth-routes.ts";
import { registerCaptchaRoutes } from "./captcha.ts";
import { registerEventRoutes } from "./events.ts";
import { gameNameLookup, registerGameRoutes } from "./games.ts";
import { registerNewsRoutes } from "./news.ts";
import { registerPasskeyRoutes } from "./passkeys.ts";
import { registerPromotionRoutes } from "./promotions.ts";
import { seedCore } from "./seed.ts";
import { useServerSecret } from "./server-secret.ts";
import { registerSiteRoutes } from "./site.ts";
import { loadTenants } from "./tenants.ts";

export const coreModule: PlatformModule = async (app, ctx) => {
  await useServerSecret(ctx.db, ctx.config.serverSecret);
  await seedCore(ctx);
  await loadTenants(ctx.db);
  await sealPlainTotpSecrets(ctx.db);
  bindAuthContext(ctx);
  registerAssetRoutes(app, await gameNameLookup(ctx));
  registerSiteRoutes(app, ctx);
  registerPromotionRoutes(app, ctx);
  await registerGameRoutes(app, ctx);
  registerCaptchaRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerPasskeyRoutes(app, ctx);
  registerNewsRoutes(app, ctx);
  registerEventRoutes(app, ctx);
};

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

export const coreModule: PlatformModule = (app, ctx) => {
  useServerSecret(ctx.db, ctx.config.serverSecret);
  seedCore(ctx);
  sealPlainTotpSecrets(ctx.db);
  bindAuthContext(ctx);
  registerAssetRoutes(app, gameNameLookup(ctx));
  registerSiteRoutes(app, ctx);
  registerPromotionRoutes(app, ctx);
  registerGameRoutes(app, ctx);
  registerCaptchaRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerPasskeyRoutes(app, ctx);
  registerNewsRoutes(app, ctx);
  registerEventRoutes(app, ctx);
};

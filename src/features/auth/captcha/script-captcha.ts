// Captcha mode 1 (docs/product.md §3): a third-party service loaded as a script. The adapter hides the
// vendor behind one interface: the script defines `window.PlayfrontCaptcha` with `render()`, and
// every solved challenge hands a token that Login / Rigster send as `captchaToken`, exactly like
// the slider (mode 0). The script URL comes from runtime config `captchaScriptUrl` (see
// src/api/runtime-config.ts), else CAPTCHA_SCRIPT_URL; e2e serves a stand-in script there.

export const CAPTCHA_SCRIPT_URL = "/captcha/captcha-sdk.js";
export const CAPTCHA_GLOBAL = "PlayfrontCaptcha";

export interface CaptchaWidget {
  reset(): void;
  destroy(): void;
}

export interface CaptchaService {
  render(
    container: HTMLElement,
    opts: { lang: string; onSuccess: (token: string) => void; onError?: (message: string) => void },
  ): CaptchaWidget;
}

declare global {
  interface Window {
    PlayfrontCaptcha?: CaptchaService;
  }
}

const loads = new Map<string, Promise<CaptchaService>>();

function isService(value: unknown): value is CaptchaService {
  return !!value && typeof (value as CaptchaService).render === "function";
}

/** Loads the script once per URL and resolves with the service it installs. */
export function loadCaptchaService(
  src: string = CAPTCHA_SCRIPT_URL,
  doc: Document = document,
): Promise<CaptchaService> {
  const existing = window[CAPTCHA_GLOBAL];
  if (isService(existing)) return Promise.resolve(existing);
  let load = loads.get(src);
  if (!load) {
    load = new Promise<CaptchaService>((resolve, reject) => {
      const script = doc.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => {
        const service = window[CAPTCHA_GLOBAL];
        if (isService(service)) resolve(service);
        else reject(new Error("captcha script loaded without a service"));
      };
      script.onerror = () => reject(new Error("captcha script failed to load"));
      doc.head.appendChild(script);
    });
    // A failed load may be retried later (e.g. after coming back online).
    load.catch(() => loads.delete(src));
    loads.set(src, load);
  }
  return load;
}

import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { Config } from "../config.js";

/** The host the featured trailer and the Play dialog embed (privacy-enhanced mode). */
export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";
const FIREBASE_AUTH_ORIGINS = ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"];

const originOf = (url: string): string[] => (/^https?:\/\//.test(url) ? [new URL(url).origin] : []);

/** The Content-Security-Policy directives: exactly what the page needs and nothing more. */
export function cspDirectives(config: Config, imageBaseUrl: string) {
  const firebase =
    config.auth.kind === "firebase"
      ? [...FIREBASE_AUTH_ORIGINS, ...(config.auth.emulatorHost ? [`http://${config.auth.emulatorHost}`] : [])]
      : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", "data:", ...originOf(imageBaseUrl)],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...firebase],
    frameSrc: [VIDEO_EMBED_ORIGIN],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

const CSP = "Content-Security-Policy";

/**
 * Headers that govern only a document (what it may load, run or be framed by): a script, style sheet
 * or font ignores them, so the built files go without (~600 bytes each on every first load).
 * `nosniff`, `Cross-Origin-Resource-Policy`, `Referrer-Policy` and HSTS stay on every response.
 */
const DOCUMENT_ONLY = [
  CSP,
  "Cross-Origin-Opener-Policy",
  "Origin-Agent-Cluster",
  "X-Frame-Options",
  "X-XSS-Protection",
  "X-Download-Options",
  "X-DNS-Prefetch-Control",
  "X-Permitted-Cross-Domain-Policies",
];

/** Scripts, style sheets and fonts: never SVG or HTML, which a browser may open as a document. */
const SUBRESOURCE_TYPE = /^(text\/javascript|application\/javascript|text\/css|font\/)/;

/**
 * Security headers on every response (hono's secureHeaders, configured for this app). A response
 * that sets its own Content-Security-Policy (the generated SVG art: nothing at all) keeps it;
 * scripts, style sheets and fonts carry only the headers that apply to them.
 */
export function securityHeaders(config: Config, imageBaseUrl: string, behindProxy: boolean): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: cspDirectives(config, imageBaseUrl),
    referrerPolicy: "strict-origin-when-cross-origin",
    // HSTS only makes sense when a TLS-terminating proxy stands in front of us.
    strictTransportSecurity: behindProxy ? "max-age=31536000; includeSubDomains" : false,
    xFrameOptions: "DENY",
  });
  return async (c, next) => {
    let own: string | null = null;
    await headers(c, async () => {
      await next();
      own = c.res.headers.get(CSP);
    });
    if (own !== null) c.res.headers.set(CSP, own);
    // The reset page's address carries a one-time token: never send it on as a referrer.
    if (c.req.path === "/reset-password") c.res.headers.set("Referrer-Policy", "no-referrer");
    if (SUBRESOURCE_TYPE.test(c.res.headers.get("content-type") ?? "")) {
      for (const name of DOCUMENT_ONLY) c.res.headers.delete(name);
    }
  };
}

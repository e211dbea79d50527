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

/** Security headers on every response (hono's secureHeaders, configured for this app). */
export function securityHeaders(config: Config, imageBaseUrl: string): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: cspDirectives(config, imageBaseUrl),
    referrerPolicy: "strict-origin-when-cross-origin",
    // HSTS only makes sense when a TLS-terminating proxy stands in front of us.
    strictTransportSecurity: config.trustProxy ? "max-age=31536000; includeSubDomains" : false,
    xFrameOptions: "DENY",
  });
}

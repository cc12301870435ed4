import type { MiddlewareHandler } from 'hono';

/**
 * Tokens live in localStorage (ARCHITECTURE §4), so no inline script and no eval may ever run. The
 * one foreign script is Toss Payments' SDK v1 (loaded lazily on /payments only), whose payment
 * window opens in a frame from its own domain on desktop (ARCHITECTURE §6).
 */
export const TOSS_SDK_ORIGIN = 'https://js.tosspayments.com';
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${TOSS_SDK_ORIGIN}`,
  "frame-src 'self' https://*.tosspayments.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** HSTS for production, which is served over https only (a year, subdomains included). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export function securityHeaders(options: { production: boolean }): MiddlewareHandler {
  // Set before the handler runs: Hono then builds each answer with these headers in one go, instead
  // of rewriting a finished Response afterwards (which cost the hot path a full Headers copy).
  return async (c, next) => {
    c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (options.production) c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    // API answers hold personal data: no browser or shared cache keeps them (decision 0032). An
    // answer that sets its own Cache-Control (signed images, PDF downloads) overrides this.
    if (c.req.path.startsWith('/api/')) c.header('Cache-Control', 'no-store');
    await next();
  };
}

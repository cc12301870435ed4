/**
 * Redirect targets taken from a request are followed only when they are paths of this site
 * (decision 0032): "/x", never "//host", "/\host" (browsers read both as another site), control
 * characters (browsers drop tabs and newlines, turning "/\t/host" into "//host") or an absolute URL.
 * The client's twin is src/lib/auth/paths.ts inAppPath.
 */
export function isSameOriginPath(value: string): boolean {
  return (
    value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') && ![...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)
  );
}

/** The development stand-ins (dev login, fake Toss) also send the browser back to the app on this machine. */
export function isSameOriginOrLoopbackUrl(value: string): boolean {
  if (isSameOriginPath(value)) return true;
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) &&
    url.username === '' &&
    url.password === ''
  );
}

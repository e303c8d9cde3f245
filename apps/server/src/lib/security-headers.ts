/** Only our own origin: no inline scripts or styles, no third-party hosts. */
const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  // The web app manifest and the service worker of the PWA.
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The response headers every answer carries: helmet's defaults (without the cross-origin embedder
 * policy, which would block user images in some embeds) and our CSP. Written out once instead of
 * registering helmet, which rebuilt its CSP header on every request — a measurable share of a
 * cached feed response.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = securityHeaders([]);

/** The same with more origins images may load from (a storage CDN, S3_PUBLIC_URL). */
export function securityHeaders(imageOrigins: readonly string[]): Readonly<Record<string, string>> {
  const policy = {
    ...CONTENT_SECURITY_POLICY,
    'img-src': [...(CONTENT_SECURITY_POLICY['img-src'] ?? []), ...imageOrigins],
  };
  return Object.freeze({
    'content-security-policy': Object.entries(policy)
      .map(([name, values]) => `${name} ${values.join(' ')}`)
      .join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}

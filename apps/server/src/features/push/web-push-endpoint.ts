import { isIP } from 'node:net';
import { parse as legacyParse } from 'node:url';

/**
 * Whether the server may send to a Web Push endpoint, and the one form of it that is stored and
 * requested: an https URL without credentials, whose host is a host name (never an IP address
 * literal, in any of the forms a URL parser accepts) on the trusted list (`hosts`, PUSH_HOSTS:
 * `example.com` is that host and its subdomains, `*.example.com` its subdomains only, each matched
 * on a dot boundary). The push services' own hosts are the only places a subscription leads: no
 * address inside our network can be made a target (no server-side request forgery).
 *
 * The URL is checked as WHATWG parses it, and the normalised form is what web-push requests; its
 * legacy `url.parse` must read the same host from it, so no difference between two URL parsers
 * can send a request elsewhere than what was checked.
 */
export function trustedPushEndpoint(endpoint: string, hosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  const host = url.hostname.toLowerCase();
  if (host === '' || host.startsWith('[') || isIP(host) !== 0 || host.endsWith('.')) return null;
  if (!hosts.some((entry) => hostMatches(host, entry))) return null;
  const href = url.href;
  const legacy = legacyParse(href);
  if (legacy.protocol !== 'https:' || legacy.hostname?.toLowerCase() !== host || legacy.auth) return null;
  return href;
}

function hostMatches(host: string, entry: string): boolean {
  if (entry.startsWith('*.')) return host.endsWith(entry.slice(1));
  return host === entry || host.endsWith(`.${entry}`);
}

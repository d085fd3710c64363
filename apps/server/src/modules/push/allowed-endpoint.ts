/** Where messages may go: the push services' hosts over https, and outside production a local stand-in. */
export interface EndpointRules {
  endpointHosts: readonly string[];
  allowLoopback: boolean;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost']);

/** `*.push.apple.com` matches `web.push.apple.com`, not `push.apple.com` itself nor `evilpush.apple.com`. */
function hostMatches(host: string, pattern: string): boolean {
  return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern;
}

/**
 * Null when the server may send to this endpoint, otherwise why not. The endpoint comes from a
 * client, so without this check anyone could make the server POST to any address (request forgery).
 */
export function whyEndpointRefused(endpoint: string, rules: EndpointRules): string | null {
  if (!URL.canParse(endpoint)) return 'endpoint must be a URL.';
  const url = new URL(endpoint);
  // A user:password@ part or an odd port is no push service's.
  if (url.username || url.password) return 'endpoint must not carry a user name or password.';
  const host = url.hostname.toLowerCase();
  if (url.protocol === 'http:' && rules.allowLoopback && LOOPBACK_HOSTS.has(host)) return null;
  if (url.protocol !== 'https:') return 'endpoint must be an https address of a push service.';
  if (url.port && url.port !== '443') return 'endpoint must be an https address of a push service.';
  if (!rules.endpointHosts.some((pattern) => hostMatches(host, pattern))) return 'This push service is not one Sokoni sends to.';
  return null;
}

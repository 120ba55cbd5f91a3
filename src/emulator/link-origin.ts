/** A DNS name or IPv4 address, or a bracketed IPv6 address, each with an optional port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin `Link` URLs point at: the request's `Host` (so a client that reached the emulator under
 * another name follows links there) when it is a plain host and port, else the origin it listens on. A
 * raw Host is never reflected: `Host: evil"><script>` would land in every Link header.
 */
export function linkOrigin(listening: string, host: string | undefined): string {
  if (host === undefined || host.length > 261 || !HOST.test(host)) return listening;
  return `${listening.startsWith('https:') ? 'https' : 'http'}://${host}`;
}

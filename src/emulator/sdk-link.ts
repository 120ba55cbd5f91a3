/**
 * The official Python SDK (meraki/dashboard-api-python, `RestSession.request`) follows a `Link` URL as it
 * stands only when its host contains a Meraki domain; any other URL is appended to the SDK's base URL.
 * Pointed at the emulator with default options, the next page therefore arrives as the base path followed
 * by the whole absolute Link URL (`/api/v1http://127.0.0.1:8765/api/v1/...`). This returns the path that
 * Link named, when `pathname` is such a join of a Link this emulator gave on `host`; else undefined.
 */
export function unjoinSdkLink(
  pathname: string,
  basePath: string,
  host: string | undefined,
): string | undefined {
  if (host === undefined || !pathname.startsWith(`${basePath}http`)) return undefined;
  const match = /^https?:\/\/([^/]+)(\/.*)$/.exec(pathname.slice(basePath.length));
  const [, linkHost, path] = match ?? [];
  if (linkHost !== host || path === undefined) return undefined;
  return path === basePath || path.startsWith(`${basePath}/`) ? path : undefined;
}

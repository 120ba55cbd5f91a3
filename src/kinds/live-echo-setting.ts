/** The `policy.liveEcho` setting that adapts smform to what an organization's Dashboard echoes. */
export function liveEchoSetting(orgId: string, key: string, value: string): string {
  return `set \`policy: { liveEcho: { ${key}: ${value} } }\` on organization ${orgId} (docs/config.md)`;
}

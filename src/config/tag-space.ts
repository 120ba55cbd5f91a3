/**
 * A tag with a space inside: the Dashboard splits a tag at spaces ("example tag" is stored as the two
 * tags "example" and "tag"), so such a tag could never read back as written.
 */
export function spacedTagProblem(
  schemaPath: string,
  data: unknown,
): { message: string; hint: string } | undefined {
  if (!schemaPath.includes('/tag/') || typeof data !== 'string') return undefined;
  const parts = data.trim().split(/\s+/u);
  if (parts.length < 2 || parts.some((part) => part === '' || part.includes(','))) return undefined;
  const shown = parts.map((part) => JSON.stringify(part)).join(' and ');
  return {
    message: `tag ${JSON.stringify(data)} has a space inside: the Dashboard splits a tag at spaces and would store ${shown}`,
    hint: `write it without spaces (${JSON.stringify(parts.join('-'))}) or as ${parts.length} tags: [${parts.join(', ')}]`,
  };
}

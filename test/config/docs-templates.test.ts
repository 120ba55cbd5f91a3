import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { validateYamlFiles } from '../../src/config/index.js';
import { formatDiagnostic } from '../../src/text/diagnostic.js';
import { parseYamlFile } from '../../src/config/yaml-document.js';

/*
 * docs/config.md, "Templates": its YAML blocks (each opening with `# <file name>`) are loaded together as
 * the files they name, and what the section says about them is checked against the result.
 */

async function section(): Promise<{ text: string; files: Record<string, string> }> {
  const doc = await readFile(new URL('../../docs/config.md', import.meta.url), 'utf8');
  const text = doc.slice(doc.indexOf('\n## Templates\n'), doc.indexOf('\n## `smform validate`\n'));
  const files: Record<string, string> = {};
  for (const match of text.matchAll(/```yaml\n# (\S+)\n[\s\S]*?```/g)) {
    files[match[1] ?? ''] = match[0].slice('```yaml\n'.length, -3);
  }
  return { text: text.replace(/\s+/g, ' '), files };
}

describe('docs/config.md, Templates', () => {
  it('its example is valid and does what the section says', async () => {
    const { text, files } = await section();
    expect(Object.keys(files)).toEqual(['templates.yaml', 'stores.yaml']);
    const result = validateYamlFiles(Object.entries(files).map(([file, yaml]) => parseYamlFile(yaml, file)));
    expect(result.diagnostics.map((d) => d.severity)).toEqual(['info']);
    const [note] = result.diagnostics;
    expect(text).toContain(formatDiagnostic(note!).replace(/^\S+\s+\S+ /, ''));
    const org = result.state?.organizations[0];
    const n701 = org?.networks.find((n) => n.id === 'N_701');
    expect(n701?.targetGroups?.map((g) => g.name)).toEqual(['Tills', 'Kiosks']);
    const tills = n701?.targetGroups?.[0];
    expect(text).toContain(
      `"source": { "file": "${tills?.source.file}", "line": ${tills?.source.line}, "column": ${tills?.source.column}, "template": "${tills?.source.template}", "usedAt": { "file": "${tills?.source.usedAt?.file}", "line": ${tills?.source.usedAt?.line}, "column": ${tills?.source.usedAt?.column} } }`,
    );
    expect(org?.networks.find((n) => n.id === 'N_702')?.targetGroups?.[0]?.scope).toBe('withAny');
    expect(org?.adminRoles?.map((r) => r.name)).toEqual(['Store Helpdesk']);
    expect(org?.sentryPolicies?.[0]?.policies.map((p) => p.groupPolicyId)).toEqual(['101']);
  });
});

import type { DriftEntry, DriftReport } from '../drift/index.js';
import type { Plan, Refusal } from '../model/plan.js';
import { parseScope } from '../model/scope-address.js';
import type { Diagnostic } from '../model/source.js';
import { formatDiagnostic } from '../text/diagnostic.js';
import { escapeControls } from '../text/terminal-escape.js';
import { compareNatural } from '../text/natural-order.js';
import { changeDiffLines } from './markdown-diff.js';
import { driftDiffLines } from './drift-diff.js';

/*
 * JUnit XML (`--junit FILE`) for CI systems that show test results natively: the common schema of
 * Ant and Jenkins (testsuites > testsuite > testcase, with failure, error, skipped and system-out).
 * `validate`: one test case per rule finding (and one per clean file); `plan`: one per object, failed
 * by a refusal; `drift`: one per object, failed when it drifted. Errors are `<error>`.
 */

interface Case {
  name: string;
  classname: string;
  failure?: { type: string; message: string; text: string } | undefined;
  error?: { type: string; message: string; text: string } | undefined;
  out?: string | undefined;
}

interface Suite {
  name: string;
  cases: Case[];
  properties?: Record<string, string>;
}

/** Text safe in XML 1.0: markup as entities, controls and characters XML forbids as visible escapes. */
function xml(text: string): string {
  return escapeControls(text)
    .replace(/[\ufffe\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16)}`)
    .replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Many lines for system-out or a failure's body: each line escaped, the line breaks kept. */
function xmlLines(text: string): string {
  return text
    .split('\n')
    .map((line) => xml(line))
    .join('\n');
}

function caseXml(c: Case): string {
  const open = `    <testcase name="${xml(c.name)}" classname="${xml(c.classname)}" time="0"`;
  const body = [
    c.failure === undefined
      ? ''
      : `      <failure message="${xml(c.failure.message)}" type="${xml(c.failure.type)}">${xmlLines(c.failure.text)}</failure>\n`,
    c.error === undefined
      ? ''
      : `      <error message="${xml(c.error.message)}" type="${xml(c.error.type)}">${xmlLines(c.error.text)}</error>\n`,
    c.out === undefined || c.out === '' ? '' : `      <system-out>${xmlLines(c.out)}</system-out>\n`,
  ].join('');
  return body === '' ? `${open}/>\n` : `${open}>\n${body}    </testcase>\n`;
}

function render(name: string, suites: readonly Suite[], timestamp: string): string {
  const count = (suite: Suite, what: 'failure' | 'error'): number =>
    suite.cases.filter((c) => c[what] !== undefined).length;
  const total = (what: 'failure' | 'error' | 'tests'): number =>
    suites.reduce((sum, s) => sum + (what === 'tests' ? s.cases.length : count(s, what)), 0);
  const stamp = timestamp.replace(/\.\d+Z$|Z$/, '');
  const body = suites
    .map((suite) => {
      const properties = Object.entries(suite.properties ?? {});
      return [
        `  <testsuite name="${xml(suite.name)}" tests="${suite.cases.length}" failures="${count(suite, 'failure')}" errors="${count(suite, 'error')}" skipped="0" time="0" timestamp="${xml(stamp)}">\n`,
        properties.length === 0
          ? ''
          : `    <properties>\n${properties.map(([k, v]) => `      <property name="${xml(k)}" value="${xml(v)}"/>\n`).join('')}    </properties>\n`,
        ...suite.cases.map(caseXml),
        '  </testsuite>\n',
      ].join('');
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="${xml(name)}" tests="${total('tests')}" failures="${total('failure')}" errors="${total('error')}" time="0">\n${body}</testsuites>\n`;
}

const classOf = (command: string, orgId: string, kind: string): string =>
  `smform.${command}.${orgId}.${kind}`;

function diagnosticCase(command: string, diagnostic: Diagnostic): Case {
  const where = diagnostic.source === undefined ? 'config' : diagnostic.source.file;
  const at =
    diagnostic.source === undefined ? '' : ` at ${diagnostic.source.line}:${diagnostic.source.column}`;
  const detail = { type: diagnostic.code, message: diagnostic.message, text: formatDiagnostic(diagnostic) };
  return {
    name: `${diagnostic.code}${at}`,
    classname: `smform.${command}.${where.replace(/\./g, '_')}`,
    ...(diagnostic.severity === 'error' ? { error: detail } : { out: formatDiagnostic(diagnostic) }),
  };
}

/** `validate --junit`: one case per finding (errors are `<error>`), one passing case per clean file. */
export function renderValidationJunit(
  files: readonly string[],
  diagnostics: readonly Diagnostic[],
  at: string,
): string {
  const withFindings = new Set(diagnostics.map((d) => d.source?.file));
  const cases = [
    ...files
      .filter((file) => !withFindings.has(file))
      .map((file) => ({ name: 'valid', classname: `smform.validate.${file.replace(/\./g, '_')}` })),
    ...diagnostics.map((d) => diagnosticCase('validate', d)),
  ];
  return render('smform validate', [{ name: 'smform validate', cases }], at);
}

/** `plan --junit`: a suite per organization, a case per object; a refusal fails its case. */
export function renderPlanJunit(plan: Plan, refusals: readonly Refusal[]): string {
  const suites = new Map<string, Case[]>();
  const orgOfNetwork = new Map(
    plan.changes.flatMap((c) => (c.networkId === undefined ? [] : [[c.networkId, c.orgId] as const])),
  );
  const orgOf = (address: string): string => {
    const parts = parseScope(address);
    return parts === undefined
      ? '?'
      : parts.owner === 'org'
        ? parts.ownerId
        : (orgOfNetwork.get(parts.ownerId) ?? '?');
  };
  const add = (orgId: string, c: Case): void => {
    suites.set(orgId, [...(suites.get(orgId) ?? []), c]);
  };
  const byAddress = new Map<string, Refusal[]>();
  for (const refusal of refusals)
    byAddress.set(refusal.address, [...(byAddress.get(refusal.address) ?? []), refusal]);
  const refusalDetail = (list: readonly Refusal[]): Case['failure'] =>
    list.length === 0
      ? undefined
      : {
          type: list.map((r) => r.rule).join(','),
          message: list.map((r) => r.message).join('; '),
          text: list
            .map((r) => `${r.rule}: ${r.message}${r.flag === undefined ? '' : ` (allowed by ${r.flag})`}`)
            .join('\n'),
        };
  const addresses = new Set(plan.changes.map((c) => c.address));
  for (const change of plan.changes) {
    add(change.orgId, {
      name: change.address,
      classname: classOf('plan', change.orgId, change.kind),
      failure: refusalDetail(byAddress.get(change.address) ?? []),
      out: change.action === 'noop' ? undefined : changeDiffLines(change).join('\n'),
    });
  }
  for (const entry of plan.unmanaged)
    add(orgOf(entry.address), {
      name: entry.address,
      classname: classOf('plan', orgOf(entry.address), entry.kind),
      out: 'unmanaged: not declared, left as it is',
    });
  // A threshold refuses a whole scope: its own case, failed.
  for (const [address, list] of byAddress)
    if (!addresses.has(address))
      add(orgOf(address), {
        name: address,
        classname: classOf('plan', orgOf(address), parseScope(address)?.kind ?? 'scope'),
        failure: refusalDetail(list),
      });
  for (const diagnostic of plan.diagnostics)
    if (diagnostic.severity !== 'info') add('config', diagnosticCase('plan', diagnostic));
  return render('smform plan', suitesOf('plan', suites, { planHash: plan.planHash }), plan.createdAt);
}

const DRIFT_FAILURE: Record<string, string> = {
  drifted: 'live differs from the config',
  missing: 'declared, not in the Dashboard',
};

function driftCase(entry: DriftEntry, orgId: string): Case {
  const message =
    DRIFT_FAILURE[entry.status] ??
    (entry.pruned === true
      ? 'not declared: the next apply deletes it'
      : entry.failing === true
        ? 'unmanaged, and its policy counts that as drift'
        : undefined);
  const diff = driftDiffLines(entry, orgId);
  return {
    name: entry.address,
    classname: classOf('drift', orgId, entry.kind),
    failure:
      message === undefined
        ? undefined
        : { type: entry.status, message, text: [message, ...diff].join('\n') },
    out:
      message === undefined && entry.status === 'unmanaged'
        ? 'unmanaged: not declared, left as it is'
        : undefined,
  };
}

/** `drift --junit`: a suite per organization, a case per object; drift fails its case. */
export function renderDriftJunit(
  report: DriftReport,
  networkOrgs: ReadonlyMap<string, string> = new Map(),
): string {
  const suites = new Map<string, Case[]>();
  for (const entry of report.objects) {
    const parts = parseScope(entry.address);
    const orgId =
      parts === undefined
        ? '?'
        : parts.owner === 'org'
          ? parts.ownerId
          : (networkOrgs.get(parts.ownerId) ?? `network ${parts.ownerId}`);
    suites.set(orgId, [...(suites.get(orgId) ?? []), driftCase(entry, orgId)]);
  }
  for (const diagnostic of report.diagnostics)
    if (diagnostic.severity !== 'info')
      suites.set('config', [...(suites.get('config') ?? []), diagnosticCase('drift', diagnostic)]);
  return render(
    'smform drift',
    suitesOf('drift', suites, { configDigest: report.configDigest }),
    report.createdAt,
  );
}

function suitesOf(command: string, suites: Map<string, Case[]>, properties: Record<string, string>): Suite[] {
  return [...suites.entries()]
    .sort(([a], [b]) => compareNatural(a, b))
    .map(([orgId, cases]) => ({
      name: orgId === 'config' ? `smform ${command}: config` : `smform ${command}: organization ${orgId}`,
      cases,
      properties,
    }));
}

import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../config/index.js';
import { formatDiagnostic } from '../../text/diagnostic.js';
import { checkBaseUrl, checkKey, checkProxy, type Rebase } from '../../doctor/environment.js';
import { checkDeclared } from '../../doctor/doctor.js';
import { writeProbe } from '../../doctor/probe.js';
import { renderDoctorText } from '../../doctor/render.js';
import type { Check, DoctorReport, ProbeResult } from '../../doctor/types.js';
import type { DesiredState } from '../../model/desired.js';
import { DEFAULT_BASE_URL, openContext, type RunContext } from '../context.js';
import type { CliIo, GlobalFlags } from '../io.js';
import type { DoctorFlags } from '../flags.js';
import { finish } from '../outcome.js';
import { probeFailureHint } from './doctor-probe-hint.js';
import { changeLogSample, keyAdminCheck, type ChangeLogSample } from '../../doctor/change-log.js';
import { sentryOrder } from './doctor-sentry-order.js';
import { plural } from '../../text/plural.js';
import { defined } from '../../canonical/defined.js';

/** Where a redirect moved the run, as the client reported it (null: no redirect re-based it). */
function rebasedTo(context: RunContext): Rebase {
  return { reported: true, to: context.rebasedTo ?? null };
}

async function loadOptionalConfig(
  io: CliIo,
  paths: readonly string[],
): Promise<{ desired?: DesiredState; check: Check }> {
  const config = await loadConfig(paths, { cwd: io.cwd });
  if (config.state !== undefined) {
    const orgs = config.state.organizations;
    const networks = orgs.reduce((n, org) => n + org.networks.length, 0);
    return {
      desired: config.state,
      check: {
        id: 'config',
        status: 'ok',
        message: `config: ${plural(orgs.length, 'organization')}, ${plural(networks, 'network')} declared`,
      },
    };
  }
  const errors = config.diagnostics.filter((d) => d.severity === 'error');
  // No config file found (none, or only YAML that is not config): nothing declared to check.
  const noFile = (code: string) =>
    code === 'no-yaml-files' || (config.files.length === 0 && code === 'no-organizations');
  if (errors.every((d) => noFile(d.code))) {
    return {
      check: {
        id: 'config',
        status: 'info',
        message: 'no config found: declared organizations and networks are not checked',
        hint: 'run `smform doctor PATH` with your config, or `smform init` to start one',
      },
    };
  }
  return {
    check: {
      id: 'config',
      status: 'fail',
      message: `the config is invalid (${plural(errors.length, 'error')}); first: ${errors[0] === undefined ? '' : formatDiagnostic(errors[0])}`,
      hint: '`smform validate` lists every problem',
    },
  };
}

function rateLimitCheck(context: RunContext): Check {
  const seen = context.client.stats().totals.rateLimited;
  return seen === 0
    ? { id: 'rate-limit', status: 'ok', message: 'no 429 (rate limited) answer while checking' }
    : {
        id: 'rate-limit',
        status: 'warn',
        message: `${seen} answers were 429 (rate limited) while checking: the organizations are near their request budget (10 per second each)`,
        hint: 'another integration may share the budget; smform waits and retries, but runs will be slower',
      };
}

function probeCheck(probe: ProbeResult, desired: DesiredState | undefined): Check {
  const org = desired?.organizations.find((o) => o.networks.some((n) => n.id === probe.networkId));
  const setting = org?.policy.liveEcho?.targetGroupScope ?? 'echoed';
  const cameBack = `scope ${JSON.stringify(probe.returned.scope)}, tags ${JSON.stringify(probe.returned.tags)}`;
  const fits = probe.targetGroupScope === setting;
  return {
    id: 'write-probe',
    status: org === undefined || fits ? 'ok' : 'fail',
    subject: `network ${probe.networkId}`,
    message: `write probe ${JSON.stringify(probe.name)} in network ${probe.networkId}: wrote scope ${JSON.stringify(probe.sentScope)}, read back ${cameBack} (absent = undefined): targetGroupScope: ${probe.targetGroupScope}; deleted`,
    ...(org !== undefined && !fits
      ? {
          hint: `organization ${org.id} uses ${setting}: set \`policy: { liveEcho: { targetGroupScope: ${probe.targetGroupScope} } }\` (docs/config.md)`,
        }
      : {}),
  };
}

/** `smform doctor`: every check, then one report; exit 0 when none failed, 1 otherwise. */
export async function runDoctor(
  io: CliIo,
  options: GlobalFlags & DoctorFlags,
  paths: string[],
): Promise<number> {
  const checks: Check[] = [];
  const emulated = options.emulator !== undefined;
  const key = io.env['MERAKI_DASHBOARD_API_KEY'];
  checks.push(
    emulated
      ? { id: 'key', status: 'info', message: 'the in-process emulator (--emulator) needs no key' }
      : checkKey(key),
  );
  checks.push(checkProxy(io.env));
  const config = await loadOptionalConfig(io, paths);
  checks.push(config.check);
  let probe: ProbeResult | undefined;
  let changeLog: ChangeLogSample | undefined;
  const blocking = checks.find(
    (check) => (check.id === 'key' || check.id === 'proxy') && check.status === 'fail',
  );
  if (blocking !== undefined) {
    checks.push({
      id: 'api',
      status: 'skip',
      message: `no request was sent: the ${blocking.id} check failed`,
    });
    checks.push(checkBaseUrl(options.baseUrl ?? DEFAULT_BASE_URL, { reported: false }));
  } else {
    const context = await openContext(io, options);
    context.countsShown = true;
    try {
      try {
        checks.push(...(await checkDeclared(context.client, config.desired)));
      } catch (error) {
        checks.push({
          id: 'api',
          status: 'fail',
          message: `the API could not be reached: ${(error as Error).message}`,
        });
      }
      checks.push(await keyAdminCheck(context.client));
      if (options.changeLog !== undefined) {
        const read = await changeLogSample(context.client, options.changeLog, config.desired, new Date());
        checks.push(read.check);
        changeLog = read.sample;
      }
      if (options.writeProbe !== undefined) {
        const orgId = config.desired?.organizations.find((o) =>
          o.networks.some((n) => n.id === options.writeProbe),
        )?.id;
        try {
          probe = await writeProbe(context.client, options.writeProbe, orgId, randomBytes(4).toString('hex'));
          checks.push(probeCheck(probe, config.desired));
        } catch (error) {
          checks.push({
            id: 'write-probe',
            status: 'fail',
            subject: `network ${options.writeProbe}`,
            message: `the write probe failed: ${(error as Error).message}`,
            hint: probeFailureHint(error, options.writeProbe),
          });
        }
      }
      if (options.sentryOrder !== undefined)
        checks.push(await sentryOrder(context.client, options.sentryOrder, config.desired));
      checks.push(checkBaseUrl(context.baseUrl, rebasedTo(context)));
      checks.push(rateLimitCheck(context));
    } finally {
      await context.close();
    }
  }
  const report: DoctorReport = defined({
    ok: checks.every((check) => check.status !== 'fail'),
    checks,
    probe,
    changeLog,
  });
  io.out(options.output === 'json' ? `${JSON.stringify(report, null, 2)}\n` : renderDoctorText(report));
  return finish(io, { kind: 'doctor', ok: report.ok });
}

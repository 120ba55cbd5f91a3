import type { DriftReport } from '../../drift/index.js';
import { renderDriftJunit } from '../../report/junit.js';
import { writeOut } from '../../workflows/no-follow.js';
import type { CliIo } from '../io.js';

/** `drift --junit FILE`: the report as JUnit XML, each network's objects in its organization's suite. */
export async function writeJunit(
  io: CliIo,
  file: string,
  report: DriftReport,
  organizations: ReadonlyArray<{ id: string; networks: ReadonlyArray<{ id: string }> }>,
): Promise<void> {
  const networkOrgs = new Map(
    organizations.flatMap((org) => org.networks.map((n) => [n.id, org.id] as const)),
  );
  await writeOut(io.cwd, file, renderDriftJunit(report, networkOrgs));
}

/**
 * Loaded into a measured Node process with `--import`: when the process exits, writes its own CPU time
 * (user + system, start-up included) and peak resident memory to the file named by SMFORM_BENCH_PROBE.
 * It reads nothing else and changes nothing in the program it watches.
 */
import { writeFileSync } from 'node:fs';

const target = process.env['SMFORM_BENCH_PROBE'];
if (target !== undefined && target !== '') {
  process.on('exit', () => {
    const cpu = process.cpuUsage();
    const usage = process.resourceUsage();
    writeFileSync(
      target,
      JSON.stringify({ cpuMs: (cpu.user + cpu.system) / 1000, maxRssMb: usage.maxRSS / 1024 }),
    );
  });
}

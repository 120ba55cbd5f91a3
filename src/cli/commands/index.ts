import type { CommandDefinition } from '../io.js';

/** Every command of the CLI, in the order `--help` lists them. Each lives in its own file. */
export async function loadCommands(): Promise<CommandDefinition[]> {
  const modules = await Promise.all([
    import('./validate.js').then((m) => m.validateCommand),
    import('./plan.js').then((m) => m.planCommand),
    import('./apply.js').then((m) => m.applyCommand),
    import('./show.js').then((m) => m.showCommand),
    import('./demo.js').then((m) => m.demoCommand),
    import('./emulator.js').then((m) => m.emulatorCommand),
    import('./api.js').then((m) => m.apiCommand),
    import('./drift.js').then((m) => m.driftCommand),
    import('./adopt.js').then((m) => m.adoptCommand),
    import('./snapshot.js').then((m) => m.snapshotCommand),
    import('./export.js').then((m) => m.exportCommand),
    import('./orgs.js').then((m) => m.orgsCommand),
    import('./init.js').then((m) => m.initCommand),
    import('./scope.js').then((m) => m.scopeCommand),
    import('./restore.js').then((m) => m.restoreCommand),
    import('./report.js').then((m) => m.reportCommand),
    import('./doctor.js').then((m) => m.doctorCommand),
    import('./completion.js').then((m) => m.completionCommand),
  ]);
  return modules;
}

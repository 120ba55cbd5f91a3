#!/usr/bin/env node
import { processIo } from './io.js';
import { watchStartUp } from './interrupt.js';

// First of all: a Ctrl-C while the rest loads still says what happened.
const io = processIo();
watchStartUp(io);

// A reader that leaves early (`smform validate | head`) is not an error worth a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
  });
}

const { runCli } = await import('./run.js');
process.exitCode = await runCli(process.argv.slice(2), io);

#!/usr/bin/env node
import { processIo } from './io.js';
import { runCli } from './run.js';

// A reader that leaves early (`smform validate | head`) is not an error worth a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
  });
}

process.exitCode = await runCli(process.argv.slice(2), processIo());

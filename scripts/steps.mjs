// Runs named commands step by step and prints each step's duration as it ends and a table of them all at the end
// (also when a step fails: the run stops there). Steps in one group run side by side, their output held and
// printed whole as each ends, so it never interleaves. Used by `npm test` (scripts/test.mjs) and
// `npm run test:changed` (scripts/test-changed.mjs).
import { spawn } from 'node:child_process';

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** Runs one step; alone, its output goes straight to the terminal, else it is held until the step ends. */
function runStep({ name, command }, alone, results) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n── ${name}: ${command}`);
    const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('exit', (code, signal) => {
      const ms = Date.now() - started;
      if (held.length > 0) process.stdout.write(`\n── ${name}'s output\n${Buffer.concat(held).toString()}`);
      const ok = code === 0;
      console.log(`── ${name}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(ms)}`);
      results.push({ name, ms, ok });
      resolve(ok);
    });
  });
}

/**
 * Runs the groups in order ({name, command} steps; a group's steps at the same time), prints the table and exits
 * with the run's status.
 */
export async function runSteps(groups) {
  const started = Date.now();
  const results = [];
  let failed = false;
  for (const group of groups.filter((g) => g.length > 0)) {
    const oks = await Promise.all(group.map((step) => runStep(step, group.length === 1, results)));
    if (oks.includes(false)) {
      failed = true;
      break;
    }
  }
  const width = Math.max(...results.map((r) => r.name.length), 'total'.length);
  console.log(`\n${'step'.padEnd(width)}    time  result`);
  for (const r of results) console.log(`${r.name.padEnd(width)}  ${seconds(r.ms).padStart(6)}  ${r.ok ? 'passed' : 'FAILED'}`);
  console.log(`${'total'.padEnd(width)}  ${seconds(Date.now() - started).padStart(6)}  ${failed ? 'FAILED' : 'passed'}`);
  process.exit(failed ? 1 : 0);
}

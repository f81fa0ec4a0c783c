// `npm test`: every check of the repository, each step's duration printed as it ends and a table of them at the end
// (scripts/steps.mjs). Lint and the type-check run side by side: each is one process on one core, and our machines
// have two.
//   node scripts/test.mjs [step…]   only those steps (names as in the table), in the usual order
import { runSteps } from './steps.mjs';

const GROUPS = [
  [
    { name: 'lint', command: 'npm run lint' },
    { name: 'typecheck', command: 'npm run typecheck' },
  ],
  [{ name: 'unit', command: 'npm run test:unit' }],
  [{ name: 'faults', command: 'npm run test:faults' }],
  [{ name: 'load', command: 'npm run test:load' }],
  [{ name: 'build', command: 'npm run build' }],
  [{ name: 'e2e', command: 'npm run test:e2e' }],
];

const requested = process.argv.slice(2);
const known = GROUPS.flat().map((step) => step.name);
const unknown = requested.filter((name) => !known.includes(name));
if (unknown.length > 0) {
  console.error(`unknown step: ${unknown.join(', ')} (one of ${known.join(', ')})`);
  process.exit(2);
}
await runSteps(GROUPS.map((group) => group.filter((step) => requested.length === 0 || requested.includes(step.name))));

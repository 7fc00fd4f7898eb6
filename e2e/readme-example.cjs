// The README's Node example (kept runnable: the Node test suite runs it).
// Build the package first: ./scripts/build-wasm node
const { readFileSync } = require('node:fs');
const { Grader } = require('../pkg/node');

const dir = `${__dirname}/fixtures/cases/toy-routing`;
const grader = new Grader(readFileSync(`${dir}/case.json`, 'utf8'), {
  'customers.csv': readFileSync(`${dir}/customers.csv`),
});
const report = JSON.parse(grader.grade(readFileSync(`${dir}/submissions/sectors.json`), 'routes.json'));
console.log(`score ${report.overall_score}, valid ${report.valid}, ${report.diagnostics.length} problems`);
for (const d of report.diagnostics) console.log(`  ${d.code}: ${d.message}`);

// fde-grade-wasm for Node as an ES module: the CommonJS build (node/grader_wasm.js, which
// loads its .wasm synchronously), re-exported with the browser build's names.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const wasm = require('./node/grader_wasm.js');

export const { Grader, gradeRouting, version } = wasm;
/** Nothing to load in Node: here for code shared with browsers (`await init()`). */
export default async function init() {}

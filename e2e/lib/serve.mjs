// A small static file server for the built site: `/` and `/fde/` both serve the
// dist folder (the second shows the site works under a sub-path). Loopback only.
// Usage: node e2e/lib/serve.mjs DIST [PORT]   (PORT 0 = any free port)
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm', '.css': 'text/css; charset=utf-8', '.json': 'application/json',
  '.csv': 'text/csv; charset=utf-8', '.png': 'image/png', '.svg': 'image/svg+xml', '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json', '.xml': 'application/xml', '.md': 'text/markdown; charset=utf-8',
};

/**
 * The rules of `dist/_headers` (Netlify / Cloudflare Pages format: a path pattern, then
 * its headers indented; `*` matches anything, `:name` one segment), in order.
 */
export function headerRules(dist) {
  let text = '';
  try { text = readFileSync(join(dist, '_headers'), 'utf8'); } catch { return []; }
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const re = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/:[A-Za-z]\w*/g, '[^/]+');
      rules.push({ pattern: line.trim(), re: new RegExp(`^${re}$`), headers: {} });
      continue;
    }
    const m = line.match(/^\s+([A-Za-z-]+):\s*(.*)$/);
    if (m && rules.length) rules.at(-1).headers[m[1]] = m[2].trim();
  }
  return rules;
}

/**
 * The headers `dist/_headers` gives `path` (default: the site's root page), every rule
 * that matches it applied; a header named by several is joined with ", " (as hosts do).
 */
export function siteHeaders(dist, path = '/', rules = headerRules(dist)) {
  const headers = {};
  for (const r of rules) {
    if (!r.re.test(path)) continue;
    for (const [k, v] of Object.entries(r.headers)) headers[k] = headers[k] ? `${headers[k]}, ${v}` : v;
  }
  return headers;
}

/** The encodings `accept` (an Accept-Encoding header) allows of those stored: br first, then gzip. */
export function encodings(accept = '') {
  const q = new Map();
  for (const part of accept.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const w = params.map((p) => p.trim().match(/^q=([\d.]+)$/)).find(Boolean);
    if (name) q.set(name, w ? Number(w[1]) : 1);
  }
  const ok = (e) => (q.has(e) ? q.get(e) > 0 : (q.get('*') ?? 0) > 0);
  return [['br', '.br'], ['gzip', '.gz']].filter(([e]) => ok(e));
}

/**
 * A slow link shared by every response (a phone's, for e2e/phone-bench.mjs): each
 * response waits `rttMs` before its first byte, then its body goes out in 8 KB chunks,
 * each taking its share of `bytesPerSecond`, one link for all (concurrent responses
 * interleave). On the server, not in DevTools: CDP throttles one target, and the
 * service worker's and the grading worker's fetches are targets of their own.
 */
export function slowLink({ rttMs, bytesPerSecond }) {
  let free = 0; // when the link is next idle (ms, performance.now())
  const wait = (ms) => new Promise((ok) => setTimeout(ok, Math.max(0, ms)));
  return {
    firstByte: () => wait(rttMs),
    async send(res, body) {
      for (let at = 0; at < body.length; at += 8192) {
        const chunk = body.subarray(at, at + 8192);
        free = Math.max(free, performance.now()) + (chunk.length / bytesPerSecond) * 1000;
        await wait(free - performance.now());
        if (!res.write(chunk)) await new Promise((ok) => res.once('drain', ok));
      }
      res.end();
    },
  };
}

/**
 * Start serving `dist` (with the headers of its `_headers` unless `headers` is false);
 * resolves to { server, port, url }. A file X is sent as X.br or X.gz (scripts/build-site
 * writes them) when the request accepts it and the copy is not older than X, with
 * Content-Encoding and `Vary: Accept-Encoding`; as it is otherwise. Cache-Control: the
 * `_headers` rule's, `no-cache` where none says. `link`: a `slowLink` every response
 * goes through (none: at once).
 */
export function serve(dist, port = 0, { log = false, headers = true, link = null } = {}) {
  const root = resolve(dist);
  const rules = headers ? headerRules(root) : [];
  const server = createServer(async (req, res) => {
    let path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path === '/fde') { res.writeHead(301, { Location: '/fde/' }); return res.end(); }
    if (path.startsWith('/fde/')) path = path.slice(4);
    const urlPath = path;
    if (path.endsWith('/')) path += 'index.html';
    const file = normalize(join(root, path));
    if (!file.startsWith(root)) { res.writeHead(403); return res.end(); }
    try {
      const st = await stat(file);
      if (!st.isFile()) throw new Error('not a file');
      let body = null;
      let encoding = null;
      for (const [name, ext] of encodings(req.headers['accept-encoding'])) {
        const z = await stat(file + ext).catch(() => null);
        if (z?.isFile() && z.mtimeMs >= st.mtimeMs) { body = await readFile(file + ext); encoding = name; break; }
      }
      body ??= await readFile(file);
      if (link) await link.firstByte();
      const compressible = /\.(html|js|mjs|wasm|css|json|svg|txt|xml|webmanifest|csv|md)$/.test(file);
      res.writeHead(200, {
        'Cache-Control': 'no-cache',
        ...siteHeaders(root, urlPath, rules),
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
        ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
        'Content-Length': body.length,
      });
      if (link && req.method !== 'HEAD') await link.send(res, body);
      else res.end(req.method === 'HEAD' ? undefined : body);
      if (log) console.log(`200 ${req.url}${encoding ? ` (${encoding})` : ''}`);
    } catch {
      if (res.headersSent) return res.destroy(); // the reader went away mid-body (a slow link)
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
      if (log) console.log(`404 ${req.url}`);
    }
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      const p = server.address().port;
      ok({ server, port: p, url: `http://127.0.0.1:${p}/` });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dist, port = '8765'] = process.argv.slice(2);
  if (!dist) { console.error('usage: node e2e/lib/serve.mjs DIST [PORT]'); process.exit(2); }
  const { url } = await serve(dist, Number(port), { log: true });
  console.log(`serving ${dist} at ${url} and ${url}fde/`);
}

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
  '.webmanifest': 'application/manifest+json',
};

/**
 * The headers `dist/_headers` gives every path (`/*`, Netlify / Cloudflare Pages
 * format; scripts/build-site writes the Content-Security-Policy there).
 */
export function siteHeaders(dist) {
  let text = '';
  try { text = readFileSync(join(dist, '_headers'), 'utf8'); } catch { return {}; }
  const headers = {};
  let all = false;
  for (const line of text.split('\n')) {
    if (!/^\s/.test(line)) { all = line.trim() === '/*'; continue; }
    const m = line.match(/^\s+([A-Za-z-]+):\s*(.*)$/);
    if (all && m) headers[m[1]] = m[2].trim();
  }
  return headers;
}

/** Start serving `dist` (with the headers of its `_headers` unless `headers` is false); resolves to { server, port, url }. */
export function serve(dist, port = 0, { log = false, headers = true } = {}) {
  const root = resolve(dist);
  const extra = headers ? siteHeaders(root) : {};
  const server = createServer(async (req, res) => {
    let path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path === '/fde') { res.writeHead(301, { Location: '/fde/' }); return res.end(); }
    if (path.startsWith('/fde/')) path = path.slice(4);
    if (path.endsWith('/')) path += 'index.html';
    const file = normalize(join(root, path));
    if (!file.startsWith(root)) { res.writeHead(403); return res.end(); }
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
      const body = await readFile(file);
      res.writeHead(200, { ...extra, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
      res.end(body);
      if (log) console.log(`200 ${req.url}`);
    } catch {
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

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dist, port = '8765'] = process.argv.slice(2);
  if (!dist) { console.error('usage: node e2e/lib/serve.mjs DIST [PORT]'); process.exit(2); }
  const { url } = await serve(dist, Number(port), { log: true });
  console.log(`serving ${dist} at ${url} and ${url}fde/`);
}

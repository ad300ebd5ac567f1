// `pnpm --filter <app> preview`: serves an app's production dist/ with CORS, as a separate deployment
// of a remote would be served (point its registry entry at http://127.0.0.1:<port>/mf-manifest.json).
import http from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(process.cwd(), 'dist');
const port = Number(process.env.PORT ?? 4100);
const types = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml', '.png': 'image/png' };

http
  .createServer((req, res) => {
    const file = path.join(dist, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404).end('Not found');
      return;
    }
    const immutable = /\.[0-9a-f]{8}\.(js|css)$/.test(file);
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' });
    res.end(readFileSync(file));
  })
  .listen(port, '127.0.0.1', () => console.log(`Serving ${dist} with CORS at http://127.0.0.1:${port}/`));

// `npm start`: build the shop if the build is missing or older than its sources, then serve it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale();
// Serve in this very process, so SIGTERM reaches the server's graceful shutdown directly.
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);

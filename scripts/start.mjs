// `npm start`: build the shop if the build is missing or older than its sources, then serve it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale();
// Serve in this very process, so SIGTERM reaches the server's graceful shutdown directly.
process.env.NODE_ENV ??= 'production';
// The demo shop pays with the demo gateway unless told otherwise (DEMO_PAYMENTS=false); a server started any
// other way (`npm run serve`, `node apps/server/dist/server.js`) refuses online payment until Przelewy24 is
// configured. With P24_* set, Przelewy24 takes the payments whatever this says.
process.env.DEMO_PAYMENTS ??= 'true';
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);

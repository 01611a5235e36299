// `npm run dev`: the API with hot reload on :3001 and the web app's Vite dev server on :3000
// (which proxies /api and /uploads to the API). Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@atelier/server'], {
    stdio: 'inherit',
    // Development pays with the demo gateway unless DEMO_PAYMENTS=false (or Przelewy24 is configured).
    // Customers reach the shop through Vite on :3000, so that is its public origin (links, and the origin an
    // older browser's Origin header is checked against — decision 002), not the API's own port.
    env: {
      DEMO_PAYMENTS: 'true',
      PUBLIC_URL: 'http://localhost:3000',
      ...process.env,
      PORT: process.env.API_PORT ?? '3001',
      API_ONLY: '1',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@atelier/web'], { stdio: 'inherit', env: process.env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}

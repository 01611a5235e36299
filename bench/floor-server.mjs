// The floor of the benchmark: bare Fastify answering {"ok":true}, no plugins, no database. Its requests per
// second are "what Fastify alone does on this machine"; bench/run.mjs starts it and states every other figure
// as a share of it. Usage: node bench/floor-server.mjs <port>
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? process.env.PORT ?? 3901);
const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));

const stop = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

await app.listen({ port, host: '127.0.0.1' });

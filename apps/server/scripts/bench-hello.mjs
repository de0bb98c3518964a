// The benchmark's yardstick: a hello-world on the project's own Fastify, in a process of its own like the app.
// It prints the address it listens on, so the benchmark can load it.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(address);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));

// Starts the real app like main.ts does (listen, then the start block) with LOG_PRETTY set by
// the first argument, so start-log.test.ts can read what a person or a log shipper would see.
import { announceStart } from './start-block.ts';
import { createTestApp } from './test/test-app.ts';

const pretty = process.argv[2] === 'pretty';
const t = await createTestApp({ LOG_LEVEL: 'info', LOG_PRETTY: pretty ? 'true' : 'false' });
const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
announceStart(t.app.log, t.app.config, address);
await t.app.inject({ url: '/api/health' });
await t.close();
process.stderr.write(`${JSON.stringify({ address })}\n`);

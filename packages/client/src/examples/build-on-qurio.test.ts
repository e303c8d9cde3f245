import { myQuestions } from '@qurio/contract/routes';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestKit } from '../testing/index.js';
import { connect, readAndAsk } from './build-on-qurio.js';

/**
 * The TypeScript example of "Build on Qurio" (/api/docs/build, which shows this file's neighbour
 * word for word) run as a reader would run it: over the network, with Node's own fetch, against a
 * real server listening on a port.
 */
interface TestAppHandle {
  app: { listen(options: { port: number; host: string }): Promise<string> };
  close(): Promise<void>;
}

// Loaded by path at run time so `tsc -p packages/client` does not type-check the server.
const SERVER_TEST_APP = new URL('../../../../apps/server/src/test/app.ts', import.meta.url).pathname;

let server: TestAppHandle;
let origin: string;

beforeAll(async () => {
  const module = (await import(/* @vite-ignore */ SERVER_TEST_APP)) as {
    createTestApp(options: { env: Record<string, string> }): Promise<TestAppHandle>;
  };
  server = await module.createTestApp({ env: { RATE_LIMITS: 'off' } });
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await server?.close();
});

it('reads the timeline and asks anonymously, as the page shows', async () => {
  const kit = createTestKit({ baseUrl: origin });
  const [reader, member] = [await kit.createMember(), await kit.createMember()];
  await readAndAsk(origin, reader.token, member.id);
  const inbox = await connect(origin, member.token).call(myQuestions, {});
  const asked = inbox.questions.find((q) => q.question === 'What are you reading these days?');
  expect(asked).toMatchObject({ anonymous: true, sender: null, sender_id: null });
});

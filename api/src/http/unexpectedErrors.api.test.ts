import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../observability/logger.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import type { Config } from '../config.ts';

// Bad bodies are bad input (400), and a failure nobody expected reaches the client as
// "Unexpected error." and an id, in every mode: the details are only in the server log.

describe('bodies with prototype keys', () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.login('admin@acme.test');
  });
  afterAll(async () => app?.close());

  it('are refused as unknown fields, at the top and nested, and nothing is changed', async () => {
    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' } });
    const cases: [string, string, string][] = [
      ['/api/v1/statusTypesMgmt/createStatusType', '{"input": {"name": "Polluted"}, "__proto__": {"isAdmin": true}}', 'Unknown field: __proto__.'],
      ['/api/v1/statusTypesMgmt/createStatusType', '{"input": {"name": "Polluted"}, "constructor": {"prototype": {"isAdmin": true}}}', 'Unknown field: constructor.'],
      ['/api/v1/userManagement/updateUser', `{"id": ${user.id}, "input": {"firstName": "Polluted", "__proto__": {"roleId": 1}}}`, 'Unknown field: input.__proto__.'],
      ['/api/v1/userManagement/updateUser', `{"id": ${user.id}, "input": {"firstName": "Polluted", "constructor": "x"}}`, 'Unknown field: input.constructor.'],
    ];
    for (const [path, text, message] of cases) {
      const response = await app.rest(path, JSON.parse(text), admin);
      expect([path, text, response.status, response.body]).toEqual([path, text, 400, { success: false, result: null, error: message, field: message.slice(15, -1) }]);
    }
    expect(await app.services.prisma.statusType.count({ where: { name: 'Polluted' } })).toBe(0);
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).firstName).not.toBe('Polluted');
  });
});

describe.each(['development', 'test', 'production'] as Config['env'][])('an unexpected error in %s mode', (env) => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await startTestApp({ config: { env } });
    admin = await app.login('admin@acme.test');
    // A real database failure: the table the status types are read from is gone.
    await app.services.prisma.$executeRawUnsafe(`ALTER TABLE "StatusType" RENAME TO "StatusTypeAside"`);
  });
  afterAll(async () => {
    await app?.services.prisma.$executeRawUnsafe(`ALTER TABLE "StatusTypeAside" RENAME TO "StatusType"`);
    await app?.close();
  });
  let capture: ReturnType<typeof captureLogs> | undefined;
  afterEach(() => capture?.restore());

  /** The server's error line for an error id, from the lines written from now on (the error's message and stack under `err`). */
  const logged = () => {
    const log = (capture = captureLogs('error'));
    return (errorId: string) => log.entries().find((line) => line.errorId === errorId);
  };
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('answers GraphQL with "Unexpected error." and an id that the log shows with the details', async () => {
    const log = logged();
    const answer = await app.gql(`{ statusTypes(first: 5) { totalCount } }`, {}, admin);
    expect(answer.errors).toHaveLength(1);
    const [error] = answer.errors!;
    expect(error.message).toBe('Unexpected error.');
    expect(error.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', errorId: expect.stringMatching(UUID) });
    expect(JSON.stringify(answer)).not.toMatch(/StatusType|does not exist|[Pp]risma|relation/);
    expect(log(error.extensions!.errorId as string)).toMatchObject({ level: 'error', err: { message: expect.stringContaining('StatusType') } });
  });

  it('answers REST with the envelope\'s "Unexpected error." and an id that the log shows with the details', async () => {
    const log = logged();
    const answer = await app.rest('/api/v1/statusTypesMgmt/getStatusTypes', {}, admin);
    expect(answer).toEqual({ status: 500, body: { success: false, result: null, error: 'Unexpected error.', errorId: expect.stringMatching(UUID) } });
    expect(log(answer.body.errorId)).toMatchObject({ level: 'error', err: { message: expect.stringContaining('StatusType') } });
  });
});

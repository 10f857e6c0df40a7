import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';

let app: TestApp;
let superAdmin: string;
let acmeAdmin: string;
let acmeUser: string;
let publicUser: string;
let borealisAdmin: string;

beforeAll(async () => {
  app = await startTestApp();
  [superAdmin, acmeAdmin, acmeUser, publicUser, borealisAdmin] = await Promise.all(
    ['super@acme.test', 'admin@acme.test', 'user@acme.test', 'public@acme.test', 'admin@borealis.test'].map((u) => app.login(u)),
  );
});
afterAll(async () => {
  await app?.close();
});

const FIELDS = 'rowId pid title report priority priorityName status statusName createdAt';
const create = (input: Record<string, unknown>, token: string) =>
  app.gql(`mutation($input: IssueReportInput!) { createIssueReport(input: $input) { ${FIELDS} } }`, { input }, token);

describe('issue reports', () => {
  it('any signed-in user files one with default priority and status', async () => {
    for (const token of [acmeUser, publicUser]) {
      const response = await create({ title: 'Broken button', report: 'It does nothing.' }, token);
      expect(response.errors).toBeUndefined();
      expect(response.data.createIssueReport).toMatchObject({ priority: 0, priorityName: 'Very Low', status: 0, statusName: 'To Do' });
    }
    const anonymous = await create({ title: 'x' }, null as never);
    expect(anonymous.errors?.[0].message).toBe('You must be signed in.');
  });

  it('validates title, priority and status', async () => {
    expect((await create({ report: 'no title' }, acmeUser)).errors?.[0].message).toBe('Title is required!');
    expect((await create({ title: 'x'.repeat(3000) }, acmeUser)).errors?.[0].message).toBe('Title must be at most 200 characters.');
    expect((await create({ title: 't', priority: 7 }, acmeUser)).errors?.[0].message).toBe('Priority must be at most 4.');
    expect((await create({ title: 't', status: 7 }, superAdmin)).errors?.[0].message).toBe('Status must be at most 4.');
    expect((await create({ title: 't', status: -1 }, superAdmin)).errors?.[0].message).toBe('Status must be at least 0.');
    const rest = await app.rest('/api/v1/issueReportManagement/createIssueReport', { input: { title: 't', priority: 'high' } }, acmeUser);
    expect(rest.status).toBe(400);
    expect(rest.body.error).toBe('Priority must be a number.');
    const missing = await app.rest('/api/v1/issueReportManagement/createIssueReport', { input: { title: 't', priority: '' } }, acmeUser);
    expect(missing.body.error).toBe('Issue Priority is required!');
  });

  it('lists newest first: every platform for level 9, the platform for level 5, nobody else', async () => {
    const all = await app.gql(`{ issueReports(first: 200) { totalCount edges { node { pid createdAt } } } }`, {}, superAdmin);
    expect(all.errors).toBeUndefined();
    expect(all.data.issueReports.totalCount).toBe(await app.services.prisma.issueReport.count());
    const dates = all.data.issueReports.edges.map((e: any) => e.node.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const borealis = await app.gql(`{ issueReports(first: 200) { edges { node { pid } } } }`, {}, borealisAdmin);
    const borealisPid = (await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Borealis Supply' } })).id;
    expect(borealis.data.issueReports.edges.every((e: any) => e.node.pid === borealisPid)).toBe(true);

    const user = await app.gql(`{ issueReports { totalCount } }`, {}, acmeUser);
    expect(user.errors?.[0].message).toBe('You do not have access to this.');
  });

  it('level 9 edits status and priority; level 5 may not change the status', async () => {
    const report = (await create({ title: 'Slow page', priority: 2 }, acmeUser)).data.createIssueReport;
    const nine = await app.gql(`mutation($id: Int!) { updateIssueReport(id: $id, input: { status: 3, priority: 4 }) { ${FIELDS} } }`, { id: report.rowId }, superAdmin);
    expect(nine.data.updateIssueReport).toMatchObject({ status: 3, statusName: 'Awaiting Deployment', priority: 4, priorityName: 'Very High', title: 'Slow page' });
    const five = await app.gql(`mutation($id: Int!) { updateIssueReport(id: $id, input: { status: 0 }) { rowId } }`, { id: report.rowId }, acmeAdmin);
    expect(five.errors?.[0].extensions?.field).toBe('status');
    const user = await app.gql(`mutation($id: Int!) { updateIssueReport(id: $id, input: { title: "mine" }) { rowId } }`, { id: report.rowId }, acmeUser);
    expect(user.errors?.[0].message).toBe('You do not have access to this.');
  });

  it('a Borealis admin cannot change or delete Acme reports', async () => {
    const report = (await create({ title: 'Acme only' }, acmeUser)).data.createIssueReport;
    const update = await app.gql(`mutation($id: Int!) { updateIssueReport(id: $id, input: { title: "pwned" }) { rowId } }`, { id: report.rowId }, borealisAdmin);
    expect(update.errors?.[0].message).toBe('Issue report not found.');
    const del = await app.rest('/api/v1/issueReportManagement/deleteIssueReport', { id: report.rowId }, borealisAdmin);
    expect(del.status).toBe(404);
    expect(await app.services.prisma.issueReport.count({ where: { id: report.rowId } })).toBe(1);
  });

  it('REST shims get, create, update and delete', async () => {
    const created = await app.rest('/api/v1/issueReportManagement/createIssueReport', { input: { title: 'REST', report: 'r', priority: 1, status: 0 } }, acmeUser);
    expect(created.status).toBe(200);
    const id = created.body.result.id;
    const updated = await app.rest('/api/v1/issueReportManagement/updateIssueReport', { id, input: { status: 1 } }, superAdmin);
    expect(updated.body.result.status).toBe(1);
    const list = await app.rest('/api/v1/issueReportManagement/getIssueReports', { limit: 12, offset: 0 }, superAdmin);
    expect(list.body.result[0].id).toBe(id);
    const deleted = await app.rest('/api/v1/issueReportManagement/deleteIssueReport', { id }, superAdmin);
    expect(deleted.body.success).toBe(true);
    const forbidden = await app.rest('/api/v1/issueReportManagement/getIssueReports', {}, acmeUser);
    expect(forbidden.status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../test/app.ts';
import { startLegacyChannel, type LegacyChannel } from './legacyChannel.ts';

let app: TestApp;
let channel: LegacyChannel;
beforeAll(async () => {
  app = await startTestApp();
  channel = await startLegacyChannel(app.services, 0, '127.0.0.1');
});
afterAll(async () => {
  await channel?.close();
  await app?.close();
});

/** A single-use ticket to the channel for a signed-in account (auth/liveTicket). */
async function ticketFor(username: string) {
  const answer = await app.rest('/api/v1/auth/liveTicket', {}, await app.login(username));
  return answer.body.result.ticket as string;
}

function connect(ticket: string | null, origin?: string) {
  const messages: any[] = [];
  const socket = new WebSocket(`ws://127.0.0.1:${channel.port}/${ticket ? `?ticket=${ticket}` : ''}`, origin ? { headers: { origin } } : {});
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve) => socket.on('open', () => setTimeout(resolve, 150)));
  return { socket, messages, closed, opened };
}

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
};

describe('legacy live channel (port 8880)', () => {
  it('sends userevent to admins of the same platform only', async () => {
    const acmeAdmin = connect(await ticketFor('admin@acme.test'));
    const borealisAdmin = connect(await ticketFor('admin@borealis.test'));
    await Promise.all([acmeAdmin.opened, borealisAdmin.opened]);
    await app.login('dealer@acme.test');
    await until(() => acmeAdmin.messages.length > 0);
    expect(acmeAdmin.messages).toEqual([
      { type: 'userevent', users: [expect.objectContaining({ username: 'dealer@acme.test', isLoggedIn: true })] },
    ]);
    await new Promise((r) => setTimeout(r, 200));
    expect(borealisAdmin.messages).toEqual([]);
    acmeAdmin.socket.close();
    borealisAdmin.socket.close();
  });

  it('takes a sign-out announced by the user itself, never for someone else', async () => {
    const user = connect(await ticketFor('user@acme.test'));
    await user.opened;
    user.socket.send(JSON.stringify({ type: 'userevent', username: 'admin@acme.test', content: { isLoggedIn: false } }));
    user.socket.send(JSON.stringify({ type: 'userevent', username: 'user@acme.test', content: { isLoggedIn: false } }));
    const { prisma } = app.services;
    await until(() => false, 300);
    expect((await prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' } })).isLoggedIn).toBe(false);
    expect((await prisma.user.findUniqueOrThrow({ where: { username: 'admin@acme.test' } })).isLoggedIn).toBe(true);
    user.socket.close();
  });

  it('sends contentchange for an order status change to the order owner and admins', async () => {
    const { prisma } = app.services;
    const order = await prisma.quote.findFirstOrThrow({ where: { type: 2, platform: { name: 'Acme Lighting' } } });
    const admin = connect(await ticketFor('admin@acme.test'));
    const borealis = connect(await ticketFor('admin@borealis.test'));
    await Promise.all([admin.opened, borealis.opened]);
    app.services.pubsub.publish('orderStatus', {
      quoteId: order.id, pid: order.pid, groupId: order.groupId, createdByUserId: order.createdByUserId, status: 'O', csiStatus: null,
    });
    await until(() => admin.messages.length > 0);
    expect(admin.messages).toEqual([{ type: 'contentchange', activeOrders: [{ id: order.id, status: 'O', csiStatus: null }], numItemsUpdated: 1 }]);
    expect(borealis.messages).toEqual([]);
    admin.socket.close();
    borealis.socket.close();
  });

  it('closes connections without a valid ticket or from a foreign origin', async () => {
    expect(await connect(null).closed).toBe(4401);
    expect(await connect(await ticketFor('admin@acme.test'), 'https://evil.example').closed).toBe(4403);
  });
});

import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { issueLiveTicket, LIVE_TICKET_SECONDS } from './tickets.ts';

defineRestOperation({
  family: 'auth',
  operation: 'liveTicket',
  scope: 'signedIn',
  // opening the live channel is reading: a read-only API token may listen
  access: 'read',
  summary: `A single-use ticket to the legacy live channel (ws://host:8880/?ticket=…), valid for ${LIVE_TICKET_SECONDS} seconds, for the caller's session or API token; the session token itself never goes into the channel's URL.`,
  body: z.object({}),
  answer: z.object({
    ticket: z.string().describe('send as ?ticket= when connecting; works once'),
    expiresAt: z.string().describe('ISO UTC; connect before then'),
  }),
  handler: (ctx) => issueLiveTicket(ctx, ctx.viewer),
});

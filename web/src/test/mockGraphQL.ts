import { vi } from 'vitest';

export interface GraphQLCall {
  operationName: string;
  variables: Record<string, unknown>;
  authorization: string | null;
}

/** An answer's body, and its HTTP status when not 200. */
type Handler = (variables: Record<string, unknown>) => { data?: unknown; errors?: { message: string }[]; status?: number };

/** A REST path's answer, from the JSON body it was sent and its headers. */
type RestHandler = (body: Record<string, unknown>, headers: Headers) => Response;

/** Answers /graphql requests by operation name, and the REST paths `rest` names, through a stubbed global fetch. */
export function mockGraphQL(handlers: Record<string, Handler>, rest: Record<string, RestHandler> = {}) {
  const calls: GraphQLCall[] = [];
  const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const restHandler = rest[String(url)];
    if (restHandler) return restHandler(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>, new Headers(init?.headers));
    const body = JSON.parse(String(init?.body ?? '{}')) as { operationName: string; variables?: Record<string, unknown> };
    const headers = new Headers(init?.headers);
    calls.push({ operationName: body.operationName, variables: body.variables ?? {}, authorization: headers.get('Authorization') });
    const handler = handlers[body.operationName];
    const { status = 200, ...result } = handler ? handler(body.variables ?? {}) : { data: null, errors: [{ message: `Unhandled ${body.operationName}` }] };
    return new Response(JSON.stringify(result), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsOf: (name: string) => calls.filter((call) => call.operationName === name) };
}

export function makeToken(claims: Record<string, unknown>) {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

// A local stand-in for a remote configurator server, speaking its JSON protocol over HTTP, for
// tests and the bench. It runs a model with the built-in engine and records every request.
import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { applyChanges, evaluate, initialValues, type Values } from './engine.ts';
import { compileModel, type CompiledModel } from './model.ts';

export interface FakeRemote {
  url: string;
  requests: { operation: string; body: any }[];
  /** answer the next calls with this HTTP status */
  failWith: number | null;
  close(): Promise<void>;
}

export async function startFakeRemote(document: unknown): Promise<FakeRemote> {
  const model: CompiledModel = compileModel(document);
  const sessions = new Map<string, Values>();
  const byDetail = new Map<string, Values>();
  const state: FakeRemote = { url: '', requests: [], failWith: null, close: async () => {} };
  const server: Server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const operation = (req.url ?? '').split('/').pop() ?? '';
    const body = raw ? JSON.parse(raw) : {};
    state.requests.push({ operation, body });
    const send = (status: number, payload: unknown, statusText?: string) => {
      res.writeHead(status, statusText, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (state.failWith) return send(state.failWith, {}, 'Configurator Unavailable');
    if (!(req.url ?? '').startsWith('/ProductConfiguratorUI.svc/json/')) return send(404, {});
    switch (operation) {
      case 'StartConfiguration': {
        const id = randomUUID();
        const source = body.inputParameters?.SourceHeaderDetail?.DetailId;
        const detail = body.inputParameters?.HeaderDetail?.DetailId;
        const values = initialValues(model, (source && byDetail.get(source)) || (detail && byDetail.get(detail)) || {});
        sessions.set(id, values);
        return send(200, { d: { SessionID: id, ...evaluate(model, values) } });
      }
      case 'ConfigureV2': {
        const values = sessions.get(body.sessionID);
        if (!values) return send(404, {}, 'Session Not Found');
        const next = applyChanges(model, values, body.selections.map((s: { ID: string; Value: string }) => ({ id: s.ID, value: s.Value })));
        sessions.set(body.sessionID, next);
        return send(200, { d: evaluate(model, next) });
      }
      case 'FinalizeConfiguration': {
        const values = sessions.get(body.sessionID);
        if (!values) return send(404, {}, 'Session Not Found');
        return send(200, { d: evaluate(model, values) });
      }
      case 'CopyConfiguration': {
        const values = byDetail.get(body.sourceDetailId);
        if (values) byDetail.set(body.detailId, values);
        return send(200, { d: { Success: true } });
      }
      default:
        return send(404, {});
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from '../context.ts';
import { HttpError, sendJsonResponse } from '../http/multipart.ts';
import {
  admitRestCall,
  parseRestBody,
  restFailure,
  restKindOf,
  restMethodsOf,
  restOperationAt,
  restSuccess,
  runRestOperation,
  type DownloadRestOperation,
  type MultipartRestOperation,
  type RestOperation,
  type RestResponse,
} from './registry.ts';

const MAX_JSON_BODY = 1024 * 1024;
const REST_PATH = /^\/api\/v1\/([A-Za-z]+)\/([A-Za-z]+)$/;

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_JSON_BODY) throw new HttpError(413, 'Request body is too large.');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON.');
  }
}

function send(res: ServerResponse, response: RestResponse) {
  if (response.retryAfterSeconds) res.setHeader('retry-after', String(response.retryAfterSeconds));
  sendJsonResponse(res, response.status, response.body);
}

/** Reads the form through the shim; a body left unread (refused early, or cut off) closes the connection. */
async function runMultipart(ctx: Context, operation: MultipartRestOperation, req: IncomingMessage, res: ServerResponse) {
  try {
    await admitRestCall(ctx, operation);
    const result = await operation.handler(ctx, {
      request: req,
      fields: (received) => parseRestBody(operation.body, Object.fromEntries(received)),
    });
    return restSuccess(result);
  } catch (thrown) {
    return restFailure(operation, thrown);
  } finally {
    if (!req.complete) res.setHeader('connection', 'close');
  }
}

async function runDownload(ctx: Context, operation: DownloadRestOperation, req: IncomingMessage, res: ServerResponse): Promise<RestResponse | null> {
  try {
    await admitRestCall(ctx, operation);
    const raw = req.method === 'POST' ? await readJson(req) : {};
    const file = await operation.handler(ctx, parseRestBody(operation.body, raw));
    if ('write' in file) {
      res.writeHead(200, {
        'content-type': file.contentType,
        'content-disposition': `attachment; filename="${file.fileName}"`,
        'cache-control': 'no-store',
      });
      try {
        await file.write(res);
      } catch (error) {
        // The headers are sent: the client sees the file cut off, and the fault is logged.
        ctx.log.error({ err: error }, 'A streamed download failed');
        res.destroy(error instanceof Error ? error : new Error(String(error)));
      }
      return null;
    }
    res.writeHead(200, {
      'content-type': file.contentType,
      'content-length': file.bytes.length,
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'cache-control': 'no-store',
    });
    res.end(file.bytes);
    return null;
  } catch (thrown) {
    return restFailure(operation, thrown);
  }
}

/**
 * Answers a request at a REST path (`/api/v1/<family>/<operation>`, or a shim's own path): a method
 * the shim does not take gets 405 with `Allow`; then the call runs by its body kind. Returns false
 * for any other path.
 */
export async function serveRestRequest(req: IncomingMessage, res: ServerResponse, path: string, context: () => Promise<Context>): Promise<boolean> {
  const match = REST_PATH.exec(path);
  const operation: RestOperation | null = restOperationAt(path);
  if (!operation && !match) return false;
  const methods = operation ? restMethodsOf(operation) : ['POST'];
  if (!methods.includes(req.method ?? '')) {
    res.setHeader('allow', methods.join(', '));
    sendJsonResponse(res, 405, { success: false, result: null, error: `Use ${methods.join(' or ')}.` });
    return true;
  }
  if (!operation) {
    sendJsonResponse(res, 404, { success: false, result: null, error: `Unknown operation ${match![1]}/${match![2]}.` });
    return true;
  }
  switch (restKindOf(operation)) {
    case 'json': {
      const body = await readJson(req);
      send(res, await runRestOperation(await context(), operation.family, operation.operation, body));
      return true;
    }
    case 'multipart':
      send(res, await runMultipart(await context(), operation as MultipartRestOperation, req, res));
      return true;
    case 'download': {
      const failure = await runDownload(await context(), operation as DownloadRestOperation, req, res);
      if (failure) send(res, failure);
      return true;
    }
  }
}

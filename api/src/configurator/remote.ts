// Adapter for a remote rule-based configurator server speaking the JSON web-service protocol of
// the configurator response model: each call answers `{ d: ... }`.
//   POST {server}/ProductConfiguratorUI.svc/json/StartConfiguration   { inputParameters }
//   POST {server}/ProductConfiguratorUI.svc/json/ConfigureV2          { sessionID, selections: [{ ID, Value }] }
//   POST {server}/ProductConfiguratorUI.svc/json/FinalizeConfiguration { sessionID }
//   POST {server}/ProductConfiguratorUI.svc/json/CopyConfiguration    { sourceHeaderId, sourceDetailId, headerId, detailId }
import type { ConfiguratorData } from '@quotecraft/rules/configurator';

export interface RemoteProduct {
  server: string;
  applicationInstance: string | null;
  applicationName: string | null;
  headerId: string | null;
  profile: string | null;
  ruleset: string | null;
  namespace: string | null;
}

export class RemoteConfiguratorError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const PATH = '/ProductConfiguratorUI.svc/json/';

async function call<T>(server: string, operation: string, body: unknown): Promise<T> {
  const url = `${server.replace(/\/+$/, '')}${PATH}${operation}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new RemoteConfiguratorError(`The configurator server could not be reached (${(error as Error).message}).`, 502);
  }
  if (!response.ok) throw new RemoteConfiguratorError(response.statusText || `The configurator server answered ${response.status}.`, response.status);
  const json = (await response.json()) as { d?: T };
  if (!json || json.d === undefined) throw new RemoteConfiguratorError('The configurator server sent an unexpected answer.', 502);
  return json.d;
}

export type RemoteState = ConfiguratorData & { SessionID: string };

const normalizeData = (d: Partial<RemoteState>): RemoteState => ({
  SessionID: String(d.SessionID ?? ''),
  ConfiguredPrice: Number(d.ConfiguredPrice ?? 0),
  IsExecutionComplete: Boolean(d.IsExecutionComplete),
  OptionToFocus: d.OptionToFocus ?? null,
  Details: d.Details ?? [],
  ImageUrl: d.ImageUrl ?? null,
  Messages: d.Messages ?? [],
  Pages: d.Pages ?? [],
  PartNumber: d.PartNumber ?? '',
  Description: d.Description ?? '',
});

export async function remoteStart(
  product: RemoteProduct,
  options: { configurationId: string; reconfigure: boolean; sourceHeaderId?: string | null; sourceConfigurationId?: string | null; integrationParams?: { Name: string; Value: unknown }[] },
): Promise<RemoteState> {
  const d = await call<Partial<RemoteState>>(product.server, 'StartConfiguration', {
    inputParameters: {
      Application: { Instance: product.applicationInstance, Name: product.applicationName },
      Part: { HeaderId: product.headerId, DetailId: options.configurationId, Namespace: product.namespace, Name: product.ruleset },
      Mode: options.reconfigure ? 1 : 0,
      Profile: product.profile,
      HeaderDetail: { HeaderId: product.headerId, DetailId: options.configurationId },
      SourceHeaderDetail: options.sourceConfigurationId ? { HeaderId: options.sourceHeaderId ?? product.headerId, DetailId: options.sourceConfigurationId } : null,
      VariantKey: null,
      IntegrationParameters: options.integrationParams ?? [],
      RapidOptions: null,
    },
  });
  return normalizeData(d);
}

export async function remoteConfigure(server: string, sessionId: string, selections: { ID: string; Value: string }[]): Promise<RemoteState> {
  return normalizeData({ SessionID: sessionId, ...(await call<Partial<RemoteState>>(server, 'ConfigureV2', { sessionID: sessionId, selections })) });
}

export async function remoteFinish(server: string, sessionId: string): Promise<RemoteState> {
  return normalizeData({ SessionID: sessionId, ...(await call<Partial<RemoteState>>(server, 'FinalizeConfiguration', { sessionID: sessionId })) });
}

export async function remoteCopy(server: string, payload: { sourceHeaderId: string | null; sourceDetailId: string; headerId: string | null; detailId: string }) {
  return call<unknown>(server, 'CopyConfiguration', payload);
}

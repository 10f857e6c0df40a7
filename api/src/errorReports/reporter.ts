import { currentLog } from '../observability/logger.ts';

export interface ClientErrorEvent {
  message: string;
  stack?: string | null;
  url?: string | null;
  operation?: string | null;
  userId?: number | null;
  pid?: number | null;
  userAgent?: string | null;
  at: string;
}

/** Where client-side call failures go: a structured log line by default, or any other sink. */
export interface ErrorReporter {
  report(event: ClientErrorEvent): void;
}

/** One error line per report in the server log, `source: "client"`, the report's fields alongside. */
export const logErrorReporter: ErrorReporter = {
  report(event) {
    currentLog().error({ source: 'client', ...event }, `Client error: ${event.message}`);
  },
};

/** Forwards reports as JSON to an external collector (ERROR_REPORT_URL), and logs them too. */
export function httpErrorReporter(url: string, fallback: ErrorReporter = logErrorReporter): ErrorReporter {
  return {
    report(event) {
      fallback.report(event);
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) }).catch(
        () => {},
      );
    },
  };
}

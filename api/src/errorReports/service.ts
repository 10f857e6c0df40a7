import type { Context } from '../context.ts';

const clip = (value: string | null | undefined, max: number) => (value ? value.slice(0, max) : null);

export function reportClientError(
  ctx: Context,
  input: { message: string; stack?: string | null; url?: string | null; operation?: string | null },
): boolean {
  ctx.errorReporter.report({
    message: clip(input.message, 2000) ?? '',
    stack: clip(input.stack, 8000),
    url: clip(input.url, 1000),
    operation: clip(input.operation, 200),
    userId: ctx.viewer?.userId ?? null,
    pid: ctx.viewer?.pid ?? null,
    userAgent: clip(ctx.request?.headers.get('user-agent'), 300),
    at: new Date().toISOString(),
  });
  return true;
}

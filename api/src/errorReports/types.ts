import { builder } from '../schema/builder.ts';
import { reportClientError } from './service.ts';

const ClientErrorInput = builder.inputType('ClientErrorInput', {
  fields: (t) => ({
    message: t.string({ required: true }),
    stack: t.string({ required: false }),
    url: t.string({ required: false }),
    operation: t.string({ required: false }),
  }),
});

builder.mutationField('reportClientError', (t) =>
  t.boolean({
    description: 'Records a failed call or rendering error seen by the client.',
    authScopes: { public: true },
    args: { input: t.arg({ type: ClientErrorInput, required: true }) },
    resolve: (_root, { input }, ctx) => reportClientError(ctx, input),
  }),
);

import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
import './scalars.ts';
import './connections.ts';
import '../auth/types.ts';
import '../users/types.ts';
import '../platforms/types.ts';
import '../groups/types.ts';
import '../themes/types.ts';
import '../products/types.ts';
import '../customers/types.ts';
import '../customers/addressMutations.ts';
import '../quotes/types.ts';
import '../live/types.ts';
import '../errorReports/types.ts';
import '../apiTokens/types.ts';
import '../users/admin.ts';
import '../roles/types.ts';

export const schema = builder.toSchema({ sortSchema: false });

export const printedSchema = () => `${printSchema(lexicographicSortSchema(schema))}\n`;

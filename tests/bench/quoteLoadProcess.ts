// One fresh process's side-by-side quote load figures, sent to the parent bench (see quotes.ts).
import pg from 'pg';
import { startTestApp } from '../../api/src/test/app.ts';
import { compareQuoteLoads } from './quotes.ts';

const app = await startTestApp({ seed: true });
const pool = new pg.Pool({ connectionString: app.databaseUrl, max: 5 });
const figures = await compareQuoteLoads(app, pool);
await pool.end();
await app.close();
process.send!(figures, () => process.disconnect());

import { runServer } from '../../apps/server/src/serve';
import { ceilingRoutes } from './routes';

// The bench's server (bench/lib/server-process.ts `startServer(…, { ceiling: true })`): the application as
// `npm start` runs it, plus the reference routes a list's page and a write are measured against.
runServer({ apiRoutes: ceilingRoutes });

import autocannon from 'autocannon';
import { rssBudgetLine } from './lib/budget';
import { login, startServer } from './lib/server-process';

/** An authenticated read under 50 connections: the cost of bearer-session checking on every request. */
export async function benchAuth(): Promise<string> {
  const server = await startServer();
  try {
    const token = await login(server.url);
    const result = await autocannon({
      url: `${server.url}/api/v1/admin/audit?limit=50`,
      connections: 50,
      duration: 10,
      headers: { authorization: `Bearer ${token}` },
    });
    const rss = server.rssMb();
    const non2xx = result.non2xx;
    console.log(rssBudgetLine('auth', rss));
    return `auth: authenticated GET /admin/audit?limit=50 ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, non-2xx ${non2xx}, RSS ${rss.toFixed(0)} MB (50 connections, 10 s)`;
  } finally {
    await server.stop();
  }
}

import { buildApp } from '../server/app';
import type { AppConfig } from '../server/config';
import type { ReplySerialiser } from '../server/http/openapi';
import { signIn } from './api';
import { ms, report, timeCalls } from './measure';

/**
 * What writing replies through their schemas would cost (server/http/openapi.ts): the same list calls on a server
 * that writes replies as the handler returned them (production) and on one that encodes each through its zod
 * reply schema first. The API tests check every reply against the schemas either way.
 */
export async function measureReplySerialisers(config: AppConfig) {
  const lists = [
    { name: 'account type list (10 rows)', path: '/accountcenter/actAccountType/listPage?current=1&size=10' },
    { name: 'child account list (100 rows asked)', path: '/accountcenter/actAccount/son/list', body: { current: 1, size: 100 } },
  ];
  for (const replies of ['json', 'zod'] as ReplySerialiser[]) {
    const app = await buildApp(config, { replies });
    try {
      const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      const headers = await signIn(baseUrl, config);
      for (const list of lists) {
        const url = `${baseUrl}${config.apiBase}${list.path}`;
        const init = list.body ? { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(list.body) } : { headers };
        const call = async () => {
          const body = (await (await fetch(url, init)).json()) as { code: number };
          if (body.code !== 0) throw new Error(`${list.name} failed: ${JSON.stringify(body)}`);
        };
        await timeCalls(30, call);
        const stats = await timeCalls(300, call);
        const how = replies === 'json' ? 'written as returned (production)' : 'encoded through its zod schema';
        report(`${list.name}, ${how}, median`, ms(stats.median));
        report(`${list.name}, ${how}, p95`, ms(stats.p95));
      }
    } finally {
      await app.close();
    }
  }
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, ok } from '../http/envelope';
import { binaryReply, okReply } from '../../schemas/reply';
import type { DevOutbox } from '../services/outbox';
import { DEMO_IDENTITIES, type DemoIdentityProvider } from '../services/social';
import { op } from '../http/operations';

const outboxQuerySchema = z.object({ to: z.string({ error: '请指定收件人' }).trim().min(1, '请指定收件人').max(64) });

const authorizeQuerySchema = z.object({
  redirect_uri: z.string({ error: '回调地址无效' }).max(512),
  state: z.string({ error: '登录状态无效，请重新登录' }).max(128),
  client_id: z.string().max(64).optional(),
  response_type: z.string().max(16).optional(),
});

/** What the outbox answers: the messages sent to one address, newest first. */
const outboxReplySchema = okReply(z.array(z.strictObject({ to: z.string(), text: z.string(), time: z.iso.datetime() })));

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Development and test only (never registered in production): the outbox of sent codes, and the authorize
 * page of the demo identity provider.
 */
export async function devToolRoutes(fastify: FastifyInstance, deps: { outbox: DevOutbox; demo: DemoIdentityProvider }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/dev/outbox',
    {
      schema: { querystring: outboxQuerySchema, response: { 200: outboxReplySchema } },
      config: { operation: op('readDevOutbox', 'Codes sent to an address (development only)', 'dev'), public: true },
    },
    async (request) => {
      const { to } = request.query;
      return ok(deps.outbox.to(to));
    },
  );

  app.get(
    '/dev/social/authorize',
    {
      schema: { querystring: authorizeQuerySchema, response: { 200: binaryReply(['text/html'], "The demo provider's page of identities") } },
      config: { operation: op('showDemoProvider', "The demo identity provider's page (development only)", 'dev'), public: true },
    },
    async (request, reply) => {
      const query = request.query;
      let target: URL;
      try {
        target = new URL(query.redirect_uri);
      } catch {
        throw new ApiError(400, '回调地址无效');
      }
      // Only the console's own callback page: the demo provider is not an open redirect.
      if (!['http:', 'https:'].includes(target.protocol) || target.pathname !== '/authredirect' || target.host !== request.headers.host) {
        throw new ApiError(400, '回调地址无效');
      }
      const links = DEMO_IDENTITIES.map((identity) => {
        const back = new URL(target);
        back.searchParams.set('state', query.state);
        back.searchParams.set('code', deps.demo.mintCode(identity.openId, query.redirect_uri));
        return `<li><a class="identity" href="${escapeHtml(back.toString())}">${escapeHtml(identity.nickname)}</a></li>`;
      }).join('');
      const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>演示身份提供方</title>
<style>body{font-family:sans-serif;background:#f4f6f8;display:flex;justify-content:center;padding-top:80px}
main{background:#fff;border-radius:8px;padding:32px 40px;box-shadow:0 2px 12px rgba(0,0,0,.08);min-width:360px}
h1{font-size:20px;margin:0 0 8px}p{color:#666;margin:0 0 20px}ul{list-style:none;padding:0;margin:0}
li{margin:10px 0}a.identity{display:block;padding:10px 14px;border:1px solid #ddd;border-radius:6px;color:#e60012;text-decoration:none}
a.identity:hover{border-color:#e60012}</style></head><body><main><h1>演示身份提供方</h1>
<p>开发与测试环境内置，选择一个身份授权登录 Atrium</p><ul>${links}</ul></main></body></html>`;
      return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );
}

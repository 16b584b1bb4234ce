import { describe, expect, it, vi } from 'vitest';
import { DemoIdentityProvider, OAuth2IdentityProvider } from '../../server/services/social';
import { SocialStates } from '../../server/repositories/socialStates';
import { serverWithUsers } from './support/server';

const config = {
  type: 'GITEE',
  label: '码云',
  authorizeUrl: 'https://idp.example/oauth/authorize?tenant=1',
  tokenUrl: 'https://idp.example/oauth/token',
  userInfoUrl: 'https://idp.example/api/user',
  clientId: 'cid',
  clientSecret: 'csecret',
  idField: 'uid',
  nameField: 'login',
  scope: 'user_info',
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('a configured OAuth2 provider', () => {
  it('sends the browser to its authorize address with the client, the redirect and the state', () => {
    const url = new URL(new OAuth2IdentityProvider(config).authorizeUrl('GITEE-abc', 'https://console.example/authredirect'));
    expect(url.origin + url.pathname).toBe('https://idp.example/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tenant: '1',
      response_type: 'code',
      client_id: 'cid',
      redirect_uri: 'https://console.example/authredirect',
      state: 'GITEE-abc',
      scope: 'user_info',
    });
  });

  it('exchanges the code for a token, then reads the identity with it', async () => {
    const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      if (String(url) === config.tokenUrl) {
        const form = new URLSearchParams(String(init?.body));
        expect(Object.fromEntries(form)).toEqual({
          grant_type: 'authorization_code',
          code: 'the-code',
          redirect_uri: 'https://console.example/authredirect',
          client_id: 'cid',
          client_secret: 'csecret',
        });
        return json(200, { access_token: 'idp-token' });
      }
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer idp-token');
      return json(200, { uid: 42, login: 'octo' });
    });
    const provider = new OAuth2IdentityProvider(config, fetchImpl as typeof fetch);
    expect(await provider.exchange('the-code', 'https://console.example/authredirect')).toEqual({ provider: 'GITEE', openId: '42', nickname: 'octo' });
  });

  it('answers null when the provider refuses the code or sends no identity', async () => {
    const refuse = new OAuth2IdentityProvider(config, (async () => json(400, { error: 'invalid_grant' })) as typeof fetch);
    expect(await refuse.exchange('x', 'https://c/authredirect')).toBeNull();
    let n = 0;
    const noId = new OAuth2IdentityProvider(config, (async () => (n++ === 0 ? json(200, { access_token: 't' }) : json(200, { name: 'x' }))) as typeof fetch);
    expect(await noId.exchange('x', 'https://c/authredirect')).toBeNull();
    const down = new OAuth2IdentityProvider(config, (async () => {
      throw new Error('ECONNREFUSED');
    }) as typeof fetch);
    expect(await down.exchange('x', 'https://c/authredirect')).toBeNull();
  });
});

describe('the demo provider and the states', () => {
  it('a demo code works once, only for its redirect address, and expires', async () => {
    let now = 0;
    const demo = new DemoIdentityProvider('/catering/dev/social/authorize', () => now);
    const code = demo.mintCode('demo-guest', 'http://h/authredirect');
    expect(await demo.exchange(code, 'http://other/authredirect')).toBeNull();
    const again = demo.mintCode('demo-guest', 'http://h/authredirect');
    expect(await demo.exchange(again, 'http://h/authredirect')).toMatchObject({ provider: 'DEMO', openId: 'demo-guest' });
    expect(await demo.exchange(again, 'http://h/authredirect')).toBeNull();
    const late = demo.mintCode('demo-admin', 'http://h/authredirect');
    now += 5 * 60_000 + 1;
    expect(await demo.exchange(late, 'http://h/authredirect')).toBeNull();
  });
});

describe('the states of social round trips, kept in the database', () => {
  const t = serverWithUsers();

  it('a state is taken once, then holds the unbound identity until claimed or expired', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const states = new SocialStates(t.server.app.database.db, 10 * 60_000, () => now);
    const state = await states.issue('DEMO', 'http://h/authredirect');
    expect(state).toMatch(/^DEMO-[A-Za-z0-9_-]{24}$/);
    expect(await states.take(state)).toMatchObject({ type: 'DEMO' });
    expect(await states.take(state)).toBeNull();
    await states.remember(state, { provider: 'DEMO', openId: 'demo-guest', nickname: 'g' });
    expect((await states.pending(state))?.openId).toBe('demo-guest');
    now += 10 * 60_000 + 1;
    expect(await states.claim(state)).toBeNull();
  });

  it('a claim spends the state: the identity is handed out once', async () => {
    const states = new SocialStates(t.server.app.database.db);
    const state = await states.issue('DEMO', 'http://h/authredirect');
    await states.take(state);
    await states.remember(state, { provider: 'DEMO', openId: 'demo-guest', nickname: 'g' });
    const claims = await Promise.all([states.claim(state), states.claim(state)]);
    expect(claims.filter((c) => c !== null)).toHaveLength(1);
  });
});

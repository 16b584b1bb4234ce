import { memo } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router';
import type { DeclContext, OptionSource } from '@resources/define';
import { setConfig } from '@/providers/config';
import { http } from '@/providers/client';
import { useOptions } from '@/engine/values/useOptions';
import { stubAdapter } from './helpers/stubAdapter';
import { renderInApp } from './helpers/renderResource';

/**
 * A select's options (docs/screens.md#the-vocabulary): remote ones from their call through the data provider. A control
 * showing them is not called again by a navigation: React calls every reader of the router's location on each
 * one, those in hidden kept-alive pages too (docs/performance.md#tab-and-module-switches).
 */

const tenants: OptionSource = { url: '/admin/tenant/list', valueField: 'id', labelField: 'name' };
const types: OptionSource = { url: '/types/page', method: 'post', body: { size: 99 }, valueField: 'id', labelField: (row) => `type ${String(row.name)}` };
const ctx: DeclContext = { query: {}, lang: 'zh-CN' };

let stub: ReturnType<typeof stubAdapter>;
beforeEach(() => {
  setConfig({ apiBase: '/catering', loginAesKey: 'pigxpigxpigxpigx', oauthClient: 'atrium:atrium-secret', captcha: false, clientMode: 'normal' });
  stub = stubAdapter((req) => {
    if (req.url === '/admin/tenant/list')
      return {
        data: {
          code: 0,
          data: [
            { id: 1, name: '总部' },
            { id: 2, name: '分店' },
          ],
        },
      };
    if (req.url === '/types/page') return { data: { code: 0, data: { records: [{ id: 7, name: 'A' }], total: 1 } } };
    return { status: 404, data: { code: 1 } };
  });
  http.defaults.adapter = stub.adapter;
});

let calls = 0;
const Options = memo(function Options({ source, testId }: { source: OptionSource; testId: string }) {
  calls++;
  const { options, loading } = useOptions(source, ctx);
  return <span data-testid={testId}>{loading ? 'loading' : options.map((o) => ('value' in o ? `${o.value}:${o.label}` : o.label)).join(',')}</span>;
});

let go: (to: string) => void = () => undefined;
function Nav() {
  go = useNavigate();
  return null;
}

describe('useOptions', () => {
  it('reads a list reply and a page reply into values and labels, posting the body of a post call', async () => {
    renderInApp(
      '/a',
      <>
        <Options source={tenants} testId="tenants" />
        <Options source={types} testId="types" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('tenants')).toHaveTextContent('1:总部,2:分店'));
    await waitFor(() => expect(screen.getByTestId('types')).toHaveTextContent('7:type A'));
    const post = stub.requests.find((r) => r.url === '/types/page')!;
    expect(post.method).toBe('post');
    expect(JSON.parse(String(post.data))).toEqual({ size: 99 });
  });

  it('a control showing remote options is not called again by a navigation', async () => {
    renderInApp(
      '/a',
      <>
        <Nav />
        <Options source={tenants} testId="tenants" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('tenants')).toHaveTextContent('1:总部,2:分店'));
    const before = calls;
    for (const to of ['/b', '/a?k=1', '/c']) await act(async () => go(to));
    // Refine's useCustom read the location (its error handling signs out through the router): every
    // navigation called the control again, and its hooks with it.
    expect(calls).toBe(before);
    expect(stub.requests.filter((r) => r.url === '/admin/tenant/list')).toHaveLength(1);
  });
});

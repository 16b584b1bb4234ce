import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptLoginPassword } from '../../schemas/loginCrypto';
import { CLIENT_TYPES_PATH, clientTypesOf } from '../../scripts/clientTypes';
import { accountFlows, atriumClient, childAccounts, signIn, withSession } from '../../examples/atrium-client/client';
import { serverWithUsers } from './support/server';

/**
 * The published contract, used as another team would (docs/api.md#the-openapi-document): the example client under
 * examples/atrium-client, its types generated from the document by openapi-typescript and its calls made by
 * openapi-fetch, signs in, lists child accounts and reads a flow page of the real server (listening on port 0).
 * A change that breaks the contract breaks this, and a document that no longer generates the committed types fails
 * the build until `npm run generate:client` is run.
 */
const t = serverWithUsers();

describe('the example client generated from the document', () => {
  it('is what the served document generates (npm run generate:client writes it)', async () => {
    const document = (await t.server.request('GET', '/openapi.json')).body as object;
    const committed = readFileSync(CLIENT_TYPES_PATH, 'utf8');
    // Compared whole; on a drift the first differing line is named.
    const generated = await clientTypesOf(document);
    const [a, b] = [committed.split('\n'), generated.split('\n')];
    const line = a.findIndex((text, i) => text !== b[i]);
    expect(line === -1 && a.length === b.length ? 'same' : `line ${line + 1}: committed ${JSON.stringify(a[line])}, generated ${JSON.stringify(b[line])}`).toBe('same');
  });

  it('signs in, lists child accounts and reads a flow page of the real server', async () => {
    const { config } = t.server;
    const client = atriumClient(t.server.api);
    const randomStr = `${Date.now()}${randomBytes(4).toString('hex')}`;
    const image = await client.GET('/code', { params: { query: { randomStr } }, parseAs: 'text' });
    expect(image.response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const token = await signIn(client, {
      clientCredentials: config.oauthClient,
      username: 'admin',
      encryptedPassword: encryptLoginPassword(config.demoPassword, config.loginAesKey),
      randomStr,
      code: (await t.server.app.captchaStore.peek(randomStr)) ?? '',
    });
    expect(token.user_info.username).toBe('admin');
    withSession(client, token);

    const accounts = await childAccounts(client, 1, 5);
    expect(accounts.total).toBeGreaterThan(0);
    expect(accounts.records.length).toBeGreaterThan(0);
    const account = accounts.records[0];
    expect(account.accountNo).toMatch(/^AC\d+$/);
    expect(account.balanceLimit).toMatch(/^-?\d+(\.\d+)?$/);

    const flows = await accountFlows(client, { size: 5 });
    expect(flows.total).toBeGreaterThan(0);
    expect(flows.records[0].totalExchangeNum).toMatch(/^-?\d+(\.\d+)?$/);
    const ofOne = await accountFlows(client, { accountNo: flows.records[0].accountNo });
    expect(ofOne.records.every((flow) => flow.accountNo === flows.records[0].accountNo)).toBe(true);
  });

  it('carries the refusal to the caller: a wrong password signs no one in', async () => {
    const { config } = t.server;
    const client = atriumClient(t.server.api);
    const randomStr = `${Date.now()}${randomBytes(4).toString('hex')}`;
    await client.GET('/code', { params: { query: { randomStr } }, parseAs: 'text' });
    const attempt = signIn(client, {
      clientCredentials: config.oauthClient,
      username: 'admin',
      encryptedPassword: encryptLoginPassword('not-the-password', config.loginAesKey),
      randomStr,
      code: (await t.server.app.captchaStore.peek(randomStr)) ?? '',
    });
    await expect(attempt).rejects.toThrow(/^sign-in refused: .+/);
  });
});

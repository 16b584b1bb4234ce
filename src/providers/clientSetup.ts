import type { AxiosInstance } from 'axios';

const setups: ((client: AxiosInstance) => void)[] = [];

/**
 * What the entry adds to the HTTP client (the query timestamp of docs/product.md#constants-and-limits): the client is made later,
 * with the first call or the signed-in part (`lazyClient.ts`), and takes these then.
 */
export function whenClientMade(setup: (client: AxiosInstance) => void): void {
  setups.push(setup);
}

/** Run by the client as it is made. */
export function setUpClient(client: AxiosInstance): void {
  for (const setup of setups) setup(client);
}

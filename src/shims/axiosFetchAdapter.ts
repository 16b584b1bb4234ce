/**
 * axios's fetch adapter in the console's build (scripts/buildShims.ts): axios takes the first adapter of
 * ['xhr', 'http', 'fetch'] the browser supports, and every browser the build targets has XMLHttpRequest, so the
 * fetch one (3 KB of the sign-in page's script) never runs. Answering false is what axios's own says where
 * fetch is missing: "not supported here". Nothing of ours asks for the fetch adapter.
 */
export const getFetch = (): false => false;

export default false;

import { withChunkTimeout, lazyPage } from '@/providers/chunkErrors';

/** The signed-in part of the console (Refine, the resource registry, the shell and its routes): one chunk. */
const load = () => import('./SignedInApp');

export const SignedInApp = lazyPage(load);

/**
 * Starts loading the signed-in part as soon as a sign-in has stored its tokens, while the user's menus are
 * still being fetched, so the shell does not wait for its script after the login page.
 */
export function preloadSignedInApp(): void {
  withChunkTimeout(load).catch(() => {
    // The route's own load reports a failure (the error boundary's reload page).
  });
}

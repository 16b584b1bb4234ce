import type { Query } from '@tanstack/react-query';

/**
 * A kept-alive page shown again must look exactly as left, without a new request. React's <Activity>
 * disconnects a hidden page's effects and reconnects them when it shows again, which to react-query looks
 * like a new mount (and a stale query would refetch). While a cached page is being revealed, only queries
 * that were invalidated meanwhile (e.g. by a save elsewhere) refetch on that "mount".
 */
let revealing = false;

export const beginReveal = () => {
  revealing = true;
};
export const endReveal = () => {
  revealing = false;
};
export const isRevealing = () => revealing;

/** react-query's refetchOnMount for the whole console. */
export const refetchOnMount = (query: Query): boolean => (revealing ? query.state.isInvalidated : true);

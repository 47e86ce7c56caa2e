/** Where a screen's data is, in every slice that loads something: nothing asked yet, on its way, there, or failed. */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * A page about one thing named in its address (a movie, a profile, a watchlist): it starts loading
 * at once, and the thing may not exist, or not for this visitor.
 */
export type PageLoadStatus = Exclude<LoadStatus, 'idle'> | 'notFound';

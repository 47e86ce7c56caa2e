import compress from 'koa-compress';
import type Koa from 'koa';

/** Below this an answer fits in a packet or two, and compressing it costs more time than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers over 1 kB (brotli or gzip, as the client asks; lists of movies and events are
 * mostly repeated keys). Never a server-sent-events stream: a compressor holds bytes back until it has
 * a block, so live frames would stop arriving as they happen (the live tail also writes past Koa).
 */
export function compressAnswers(): Koa.Middleware {
  return compress({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    filter: (type) => !type.startsWith('text/event-stream') && /json|text|javascript|xml|svg/.test(type),
  });
}

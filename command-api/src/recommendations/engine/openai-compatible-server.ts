import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server does with the next chat completion request. */
export type ScriptedReply =
  | { kind: 'answer'; content: string }
  | { kind: 'error'; status: number }
  /** Holds the request without answering, as a model that takes too long. */
  | { kind: 'hang' };

/**
 * An OpenAI-compatible HTTP server on localhost for tests: POST /v1/chat/completions answers as
 * scripted, and every request body is kept so a test can read what the engine asked.
 */
/** The parts of a chat completion request this server and its tests read. */
export interface AskedCompletion {
  model: string;
  messages: { role: string; content: string }[];
  response_format: { type: string; json_schema: { strict: boolean; schema: { properties: { recommendations: { type: string } } } } };
}

export interface OpenAiCompatibleServer {
  /** OPENAI_BASE_URL for it. */
  baseUrl: string;
  reply: ScriptedReply;
  readonly requests: AskedCompletion[];
  close(): Promise<void>;
}

export async function startOpenAiCompatibleServer(): Promise<OpenAiCompatibleServer> {
  const requests: AskedCompletion[] = [];
  const state: { reply: ScriptedReply } = { reply: { kind: 'error', status: 503 } };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as AskedCompletion;
      requests.push(body);
      const reply = state.reply;
      if (reply.kind === 'hang') return;
      if (reply.kind === 'error') {
        res
          .writeHead(reply.status, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [
            { index: 0, message: { role: 'assistant', content: reply.content, refusal: null }, finish_reason: 'stop', logprobs: null },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get reply() {
      return state.reply;
    },
    set reply(next: ScriptedReply) {
      state.reply = next;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

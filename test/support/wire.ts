// A client whose every request is recorded as it goes on the wire (method, path, body, the
// Idempotency-Key header), below the client's retry loop, so a test sees each attempt the server
// would see. `answer` may reply to a request itself (e.g. an outage) instead of sending it.
import { Readable } from 'node:stream';
import { Agent, type Dispatcher } from 'undici';
import { createClient, type ApiClient } from '../../src/api/index.js';
import { type ClientOptions } from '../../src/api/types.js';

export interface SentRequest {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  readonly key: string | undefined;
}

/** The reply of `answer`: a status and a JSON body, as the server would have sent them. */
export interface CannedReply {
  readonly status: number;
  readonly body: unknown;
}

export interface RecordingClient {
  readonly client: ApiClient;
  /** Every attempt, in the order it was made. */
  readonly sent: SentRequest[];
}

function canned(reply: CannedReply) {
  return {
    statusCode: reply.status,
    headers: { 'content-type': 'application/json' },
    body: Readable.from([Buffer.from(JSON.stringify(reply.body))]),
  };
}

/** `createClient(options)` over a recording dispatcher; the caller closes the client, which closes its agent. */
export function recordingClient(
  options: Omit<ClientOptions, 'dispatcher'>,
  answer: (request: SentRequest) => CannedReply | undefined = () => undefined,
): RecordingClient {
  const agent = new Agent();
  const sent: SentRequest[] = [];
  const dispatcher = {
    async request(r: Dispatcher.RequestOptions) {
      const headers = (r.headers ?? {}) as Record<string, string>;
      const request: SentRequest = {
        method: r.method,
        path: r.path,
        body: typeof r.body === 'string' ? JSON.parse(r.body) : undefined,
        key: headers['idempotency-key'],
      };
      sent.push(request);
      const reply = answer(request);
      return reply ? canned(reply) : agent.request(r);
    },
    close: () => agent.close(),
  } as unknown as Dispatcher;
  const client = createClient({ ...options, dispatcher });
  // An injected dispatcher is not closed by the client: close the agent with it.
  return { client: { ...client, close: async () => (await client.close(), await agent.close()) }, sent };
}

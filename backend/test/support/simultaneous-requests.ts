import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';

/** One request of a burst: what a client would send. */
export interface BurstRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: object;
}

export interface BurstAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** The server's port, listening on an ephemeral one first if it does not listen yet (as supertest does). */
async function portOf(server: Server): Promise<number> {
  if (!server.address()) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const open = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });

function raw({ method, path, headers = {}, body }: BurstRequest): string {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined) lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(payload)}`);
  return `${lines.join('\r\n')}\r\n\r\n${payload}`;
}

function answerOf(response: string): BurstAnswer {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);
  const head = response.slice(0, response.indexOf('\r\n\r\n'));
  let text = response.slice(head.length + 4);
  // Express answers JSON with a Content-Length; a chunked answer is unwrapped to its one chunk.
  if (/^transfer-encoding:\s*chunked/im.test(head))
    text = text.slice(text.indexOf('\r\n') + 2, text.lastIndexOf('\r\n0'));
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON (a page): the status says enough.
  }
  return { status, body };
}

/**
 * Requests that reach the server at the same moment, as a client with many connections sends them: every
 * connection is opened first, then every request is written in one go, so the server reads them all before it
 * answers any (supertest's requests start one by one and are often answered one by one). Answers in sending order.
 */
export async function simultaneous(servers: Server | Server[], requests: BurstRequest[]): Promise<BurstAnswer[]> {
  const list = Array.isArray(servers) ? servers : [servers];
  const ports = await Promise.all(list.map(portOf));
  const sockets = await Promise.all(requests.map((_, i) => open(ports[i % ports.length])));
  const answers = sockets.map(
    (socket) =>
      new Promise<BurstAnswer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.once('error', reject);
        socket.once('end', () => resolve(answerOf(Buffer.concat(chunks).toString('utf8'))));
      }),
  );
  requests.forEach((request, i) => sockets[i].write(raw(request)));
  return Promise.all(answers);
}

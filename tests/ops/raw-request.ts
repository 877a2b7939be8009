/** One HTTP request as a client sends it, with node:http or a bare socket: nothing decoded, so codings and headers are seen as sent. */
import { request } from 'node:http';
import { connect } from 'node:net';

/** What came back: the status, the raw headers and the body bytes as they went over the wire. */
export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** How the request goes out beyond method and headers. */
export interface RawRequestOptions {
  /** The body, sent in `chunks` pieces (Transfer-Encoding: chunked) unless headers give a Content-Length. */
  body?: Buffer;
  chunks?: number;
  /** The loopback address the connection comes from (another reader than 127.0.0.1). */
  localAddress?: string;
}

/** Sends `method path` to the server at `base` and reads the whole answer. */
export function rawRequest(
  base: string,
  path: string,
  method = 'GET',
  headers: Record<string, string> = {},
  options: RawRequestOptions = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers, localAddress: options.localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    const { body, chunks = 1 } = options;
    if (body) {
      const size = Math.ceil(body.length / chunks);
      for (let i = 0; i < chunks; i++) req.write(body.subarray(i * size, (i + 1) * size));
    }
    req.end();
  });
}

/** Writes `text` as it is to the server at `base` and returns the head of the answer (status line and headers) once the server closes. */
export function rawSocketRequest(base: string, text: string): Promise<string> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.write(text));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => (answer += data));
    socket.on('close', () => resolve(answer.split('\r\n\r\n')[0]!));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

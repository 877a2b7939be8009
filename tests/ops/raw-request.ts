/** One HTTP request as a client sends it, with node:http: nothing decoded, so codings and headers are seen as sent. */
import { request } from 'node:http';

/** What came back: the status, the raw headers and the body bytes as they went over the wire. */
export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Sends `method path` to the server at `base` and reads the whole answer. */
export function rawRequest(base: string, path: string, method = 'GET', headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

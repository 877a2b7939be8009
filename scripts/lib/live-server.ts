/**
 * The local stand-in for Cloudflare routing requests to the live worker version: an HTTP front on the
 * public port that forwards every request to the workerd instance of the build `live.json` names. When a
 * local deploy or rollback changes `live.json`, the new version is started first, then new requests go
 * to it, and the old one is stopped once its last request has been answered: no request fails across a
 * switch, and after it every request sees the new build, keep-alive connections included.
 * It answers like the edge: the client address (CF-Connecting-IP) comes from the socket, never from the
 * client (a local load generator that holds the state's token may name the reader it simulates:
 * load-token.ts); a request body is taken whole before the worker runs (up to the edge's limit, else 413), so the
 * worker's own 413 reaches the client whatever the framing; two Host headers are a 400; and every answer
 * the front makes itself carries the security headers (front-errors.ts).
 */
import { watchFile, unwatchFile } from 'node:fs';
import { Agent, createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createBrotliCompress, createBrotliDecompress, createGunzip, createGzip, constants as zlib } from 'node:zlib';
import type { Transform } from 'node:stream';
import { chooseEdgeEncoding, WORKER_ACCEPT_ENCODING } from './edge-encoding';
import { getFrontError, getRawFrontError } from './front-errors';
import { createLoadToken, isLoadToken, LOAD_TOKEN_HEADER } from './load-token';
import { getLocalVersion, hasLocalVersion, readLiveBuild } from '../deploy/local-versions';
import { type MiniflareServer, serveBundle } from './miniflare-server';
import { getFreePort } from './run';

/** A running workerd instance of one build. */
interface Backend {
  build: string;
  port: number;
  server: MiniflareServer;
  agent: Agent;
  inflight: number;
  retired: boolean;
  stopped?: Promise<void>;
}

/** The running front. */
export interface LiveServer {
  url: string;
  /** The token by which a local load generator may name the reader address it simulates (load-token.ts). */
  loadToken: string;
  /** The build the front sends new requests to. */
  build(): string;
  /** Resolves once the front serves `build` (after a deploy or rollback switched live.json). */
  waitForBuild(build: string, timeoutMs?: number): Promise<void>;
  dispose(): Promise<void>;
}

async function startBackend(state: string, build: string): Promise<Backend> {
  if (!hasLocalVersion(state, build))
    throw new Error(`build ${build} is live but its worker version is not archived under ${state}/deploys/`);
  const port = await getFreePort();
  const version = getLocalVersion(state, build);
  // The front plays Cloudflare's front line (client address, compression), so workerd runs the worker alone.
  const server = await serveBundle({
    port,
    buildId: build,
    persistTo: state,
    bundleDir: version.bundleDir,
    assetsDir: version.assetsDir,
    direct: true,
  });
  // The worker's own socket (not the port asked for, which Miniflare's entry worker keeps).
  return {
    build,
    port: Number(new URL(server.url).port),
    server,
    agent: new Agent({ keepAlive: true, maxSockets: 256 }),
    inflight: 0,
    retired: false,
  };
}

/** Stops a backend now (once). */
function stop(backend: Backend): Promise<void> {
  backend.stopped ??= (async () => {
    backend.agent.destroy();
    await backend.server.dispose();
  })();
  return backend.stopped;
}

/** Retires a backend: it takes no new requests and stops once the ones it has are answered. */
function retire(backend: Backend): void {
  backend.retired = true;
  if (backend.inflight === 0) void stop(backend);
}

/** Largest request body the front takes: Cloudflare's limit on the Free and Pro plans. Larger → the front's own 413. */
export const FRONT_MAX_BODY_BYTES = 100 * 1024 * 1024;

/**
 * The request as Cloudflare hands it to the worker: told `br, gzip`, with the address of the socket the
 * request came over as CF-Connecting-IP (whatever the client sent under that name is replaced: a client
 * that names its own address would pick its own rate-limit key; only a load generator with the state's
 * token may name one), and the body, if any, with its length.
 */
function toWorkerHeaders(req: IncomingMessage, body: Buffer | null, loadToken: string): IncomingMessage['headers'] {
  const address = req.socket.remoteAddress?.replace(/^::ffff:/, '');
  const headers: IncomingMessage['headers'] = { ...req.headers, 'accept-encoding': WORKER_ACCEPT_ENCODING };
  const simulated = isLoadToken(req.headers[LOAD_TOKEN_HEADER], loadToken) ? req.headers['cf-connecting-ip'] : undefined;
  delete headers[LOAD_TOKEN_HEADER];
  delete headers['cf-connecting-ip'];
  if (simulated || address) headers['cf-connecting-ip'] = simulated ?? address;
  if (body) {
    delete headers['transfer-encoding'];
    headers['content-length'] = String(body.length);
  }
  return headers;
}

/** True when the request names more than one Host (RFC 9112 3.2: a 400). */
function hasDuplicateHost(req: IncomingMessage): boolean {
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === 'host') hosts++;
  return hosts > 1;
}

/** The path of a request target, or null when it is not one. */
function getRequestPath(target: string | undefined): string | null {
  try {
    return new URL(target ?? '', 'http://front.invalid').pathname;
  } catch {
    return null;
  }
}

/** Sends an answer the front makes itself (front-errors.ts). */
function sendFrontError(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  const error = getFrontError(status, getRequestPath(req.url));
  res.writeHead(status, { ...error.headers, ...headers });
  res.end(req.method === 'HEAD' ? undefined : error.body);
}

/**
 * Takes the whole request body, as the edge does before the worker runs, so the worker's answer (a 413 after
 * reading part of it) never races the client's upload; null (and the front's 413, connection closed) past
 * FRONT_MAX_BODY_BYTES, declared or counted.
 */
function readBody(req: IncomingMessage, res: ServerResponse): Promise<Buffer | null> {
  const tooLarge = () => {
    sendFrontError(req, res, 413, { Connection: 'close' });
    req.resume();
  };
  if (Number(req.headers['content-length'] ?? 0) > FRONT_MAX_BODY_BYTES) {
    tooLarge();
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= FRONT_MAX_BODY_BYTES) return void chunks.push(chunk);
      req.off('data', onData);
      tooLarge();
      resolve(null);
    };
    req.on('data', onData);
    req.once('end', () => resolve(size <= FRONT_MAX_BODY_BYTES ? Buffer.concat(chunks, size) : null));
    // A client that leaves before its body is through gets no answer (the first settlement counts).
    req.once('error', () => resolve(null));
    req.once('close', () => resolve(null));
  });
}

/** Fast settings, as an edge compresses on the fly (brotli's default quality 11 is for files compressed once). */
const BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } };

/** Sends the worker's answer with the content coding the client accepts (edge-encoding.ts). */
function sendEdgeAnswer(req: IncomingMessage, answer: IncomingMessage, res: ServerResponse): void {
  const status = answer.statusCode ?? 502;
  const headers = { ...answer.headers };
  const encoding = chooseEdgeEncoding({
    acceptEncoding: req.headers['accept-encoding'],
    contentType: headers['content-type'],
    contentEncoding: headers['content-encoding'],
  });
  if (encoding.action === 'pass' || status === 204 || status === 304) {
    res.writeHead(status, headers);
    answer.pipe(res);
    return;
  }
  const stages: Transform[] = [];
  if (encoding.action === 'decompress')
    stages.push(headers['content-encoding']?.trim().toLowerCase() === 'br' ? createBrotliDecompress() : createGunzip());
  const coding = encoding.action === 'compress' ? encoding.coding : encoding.then;
  if (coding) stages.push(coding === 'br' ? createBrotliCompress(BROTLI) : createGzip({ level: 6 }));
  delete headers['content-length'];
  delete headers['content-encoding'];
  if (coding) headers['content-encoding'] = coding;
  const vary = headers.vary ?? '';
  if (!/accept-encoding/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    answer.resume();
    res.end();
    return;
  }
  let body: NodeJS.ReadableStream = answer;
  for (const stage of stages) {
    stage.on('error', () => res.destroy());
    body = body.pipe(stage);
  }
  body.pipe(res);
}

/** Serves the live local build on `port` and follows `live.json`. */
export async function serveLive(options: {
  state: string;
  port: number;
  host?: string;
  log?: (line: string) => void;
}): Promise<LiveServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const first = readLiveBuild(options.state);
  if (!first) throw new Error(`no build is live in ${options.state}: run \`npm start\` or \`npm run deploy -- --local\` first`);
  let current = await startBackend(options.state, first);
  const loadToken = createLoadToken(options.state);
  const backends = new Set<Backend>([current]);

  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    if (hasDuplicateHost(req)) return sendFrontError(req, res, 400, { Connection: 'close' });
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const body = hasBody ? await readBody(req, res) : null;
    if (hasBody && !body) return;
    const backend = current;
    backend.inflight++;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      backend.inflight--;
      if (backend.retired && backend.inflight === 0) void stop(backend);
    };
    res.on('close', finish);
    if (res.destroyed) return finish();
    // A GET or HEAD that fails before any answer (a pooled keep-alive socket the backend had just
    // closed) is sent once more on a new socket; it has no body and changes nothing, so that is safe.
    const forward = (retry: boolean) => {
      let answered = false;
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: backend.port,
          method: req.method,
          path: req.url,
          headers: toWorkerHeaders(req, body, loadToken),
          agent: retry ? false : backend.agent,
        },
        (answer) => {
          answered = true;
          sendEdgeAnswer(req, answer, res);
        },
      );
      // A reader who leaves before the answer is through releases the worker connection with it, so
      // no pooled socket waits on an answer nobody reads.
      res.once('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
      upstream.on('error', (error) => {
        // The worker answered before it read the whole body and closed its side: the answer stands.
        if (res.destroyed || (answered && hasBody)) return;
        if (!retry && !res.headersSent && !hasBody) return forward(true);
        log(`front: ${req.method} ${req.url} failed: ${error.message}`);
        if (!res.headersSent) sendFrontError(req, res, 502);
        else res.end();
      });
      upstream.end(body ?? undefined);
    };
    forward(false);
  };
  const front = createServer((req, res) => {
    serve(req, res).catch((error: unknown) => {
      log(`front: ${req.method} ${req.url} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) sendFrontError(req, res, 500);
      else res.destroy();
    });
  });
  // A request Node cannot parse (header block too large, malformed) is answered like any other front error.
  front.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
    socket.end(getRawFrontError(error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400));
  });
  front.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    // Without a host Node listens on every address, IPv4 and IPv6 (so `localhost` works either way).
    if (options.host) front.listen(options.port, options.host, () => resolve());
    else front.listen(options.port, () => resolve());
  });

  let switching: Promise<void> = Promise.resolve();
  const follow = () => {
    switching = switching.then(async () => {
      const build = readLiveBuild(options.state);
      if (!build || build === current.build) return;
      try {
        const next = await startBackend(options.state, build);
        backends.add(next);
        const old = current;
        current = next;
        log(`Now serving build ${build} (was ${old.build}).`);
        retire(old);
      } catch (error) {
        log(`Staying on build ${current.build}: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  };
  const liveFile = join(options.state, 'deploys', 'live.json');
  watchFile(liveFile, { interval: 200 }, follow);

  const address = front.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://127.0.0.1:${port}`,
    loadToken,
    build: () => current.build,
    async waitForBuild(build, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (current.build !== build) {
        if (Date.now() > deadline) throw new Error(`the local server did not switch to build ${build} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async dispose() {
      unwatchFile(liveFile, follow);
      await switching;
      await new Promise<void>((resolve) => {
        front.close(() => resolve());
        front.closeAllConnections();
      });
      await Promise.all([...backends].map(stop));
    },
  };
}

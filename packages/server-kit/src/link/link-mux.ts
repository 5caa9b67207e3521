/**
 * HTTP exchanges multiplexed over one link (docs/cloud-link.md §2, §3), the same on both ends: the cloud
 * opens streams for relayed requests, the media server answers them. Each direction of a stream has a credit
 * window, so a body moves only as fast as its receiver writes it on, and the socket's own queue is watched
 * too. The mux knows nothing of WebSockets: it sends through a `LinkTransport` and is fed every frame.
 */
import { EventEmitter } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import {
  LINK_CHUNK_BYTES,
  LINK_SOCKET_HIGH_WATER_BYTES,
  LINK_WINDOW_BYTES,
  type LinkRequest,
  type LinkResponse,
  type LinkStreamMessage,
} from '@argus/contract/cloud';
import { decodeDataFrame, encodeDataFrame } from './data-frame.ts';

/** What the mux sends through: a text or binary frame; `done` runs once the frame has left the process. */
export interface LinkTransport {
  send(frame: string | Buffer, done: (error?: Error) => void): void;
}

export type HeaderList = [string, string][];

/** Credit is granted in batches of this many bytes (and whenever the sender may be waiting for it). */
const CREDIT_BATCH_BYTES = LINK_WINDOW_BYTES / 4;

/**
 * One HTTP exchange on the link. Events: `response` (the head, on the requesting end), `reset` (reason; the
 * other end or the link gave up), `close` (both directions finished or the stream was reset).
 */
export class LinkStream extends EventEmitter {
  private credit = LINK_WINDOW_BYTES;
  private source: Readable | null = null;
  private sink: Writable | null = null;
  private pendingIn: Buffer[] = [];
  private inEnded = false;
  private outEnded = false;
  private uncredited = 0;
  private closed = false;

  constructor(
    readonly id: number,
    private readonly mux: LinkMux,
  ) {
    super();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Sends the response head (the answering end). */
  respond(status: number, headers: HeaderList): void {
    if (!this.closed) this.mux.sendMessage({ type: 'response', stream: this.id, status, headers });
  }

  /** Sends `body` as this end's side of the stream, at the pace the receiver's credit allows, then `end`. */
  sendBody(body: Readable): void {
    this.source = body;
    body.on('data', (chunk: Buffer) => this.sendChunk(chunk));
    body.once('end', () => this.finishOut());
    body.once('error', (error) => this.reset(`body failed: ${error.message}`));
    this.mux.flowChanged();
  }

  /** Ends this end's side without a body. */
  sendNoBody(): void {
    this.finishOut();
  }

  /** Writes the other end's body into `sink` (ended when the other end ends), granting credit as it drains. */
  receiveBody(sink: Writable): void {
    this.sink = sink;
    const pending = this.pendingIn;
    this.pendingIn = [];
    for (const chunk of pending) this.deliver(chunk);
    if (this.inEnded) this.endSink();
  }

  /** Aborts the stream here and tells the other end. */
  reset(reason: string): void {
    if (this.closed) return;
    this.mux.sendMessage({ type: 'reset', stream: this.id, reason });
    this.abort(reason);
  }

  // --- called by the mux ---

  /** @internal the other end granted credit. */
  addCredit(bytes: number): void {
    this.credit += bytes;
    this.resumeIfAllowed();
  }

  /** @internal body bytes from the other end. */
  receiveChunk(chunk: Buffer): void {
    if (this.closed) return;
    if (this.sink) this.deliver(chunk);
    else this.pendingIn.push(chunk);
  }

  /** @internal the other end's body is complete. */
  receiveEnd(): void {
    this.inEnded = true;
    if (this.sink) this.endSink();
    this.closeIfDone();
  }

  /** @internal aborted by the other end or by the link: no frame is sent. */
  abort(reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.source?.destroy();
    this.mux.forget(this.id);
    this.emit('reset', reason);
    this.emit('close');
  }

  /** @internal the socket's queue went down: a paused body may go on. */
  resumeIfAllowed(): void {
    if (this.source && !this.outEnded && this.credit > 0 && !this.mux.congested) this.source.resume();
  }

  private sendChunk(chunk: Buffer): void {
    if (this.closed) return;
    for (let offset = 0; offset < chunk.byteLength; offset += LINK_CHUNK_BYTES) {
      const piece = chunk.subarray(offset, offset + LINK_CHUNK_BYTES);
      this.mux.sendData(this.id, piece);
      this.credit -= piece.byteLength;
    }
    if (this.credit <= 0 || this.mux.congested) this.source?.pause();
  }

  private finishOut(): void {
    if (this.closed || this.outEnded) return;
    this.outEnded = true;
    this.mux.sendMessage({ type: 'end', stream: this.id });
    this.closeIfDone();
  }

  private deliver(chunk: Buffer): void {
    const sink = this.sink as Writable;
    if (sink.destroyed) return;
    const flowing = sink.write(chunk);
    this.uncredited += chunk.byteLength;
    if (flowing) this.grantCredit(false);
    else sink.once('drain', () => this.grantCredit(true));
  }

  private grantCredit(force: boolean): void {
    if (this.closed || this.inEnded || this.uncredited === 0) return;
    if (!force && this.uncredited < CREDIT_BATCH_BYTES) return;
    const bytes = this.uncredited;
    this.uncredited = 0;
    this.mux.sendMessage({ type: 'credit', stream: this.id, bytes });
  }

  private endSink(): void {
    const sink = this.sink as Writable;
    if (!sink.destroyed && !sink.writableEnded) sink.end();
  }

  private closeIfDone(): void {
    if (this.closed || !this.inEnded || !this.outEnded) return;
    this.closed = true;
    this.mux.forget(this.id);
    this.emit('close');
  }
}

export interface LinkMuxOptions {
  /** Which end this is: the cloud numbers streams with odd ids, the server answers them. */
  role: 'cloud' | 'server';
  /** A request the other end opened (server end): answer it on `stream`. */
  onRequest?: (request: LinkRequest, stream: LinkStream) => void;
}

/** The streams of one link. Feed it every stream message and binary frame; `close` when the link drops. */
export class LinkMux {
  private readonly streams = new Map<number, LinkStream>();
  private nextId = 1;
  private queuedBytes = 0;
  private closedReason: string | null = null;

  constructor(
    private readonly transport: LinkTransport,
    private readonly options: LinkMuxOptions,
  ) {}

  /** True while the socket has more than the high-water mark queued: bodies wait. */
  get congested(): boolean {
    return this.queuedBytes > LINK_SOCKET_HIGH_WATER_BYTES;
  }

  /** How many streams are open. */
  get size(): number {
    return this.streams.size;
  }

  /**
   * Opens a stream with a request (cloud end). The response head comes as the stream's `response` event;
   * then `receiveBody` takes the body.
   */
  request(head: Omit<LinkRequest, 'type' | 'stream'>): LinkStream {
    if (this.options.role !== 'cloud') throw new Error('only the cloud end opens streams');
    const stream = new LinkStream(this.nextId, this);
    this.nextId += 2;
    if (this.closedReason !== null) {
      queueMicrotask(() => stream.abort(this.closedReason as string));
      return stream;
    }
    this.streams.set(stream.id, stream);
    this.sendMessage({ type: 'request', stream: stream.id, ...head });
    return stream;
  }

  /** A stream message from the other end. */
  handleMessage(message: LinkStreamMessage): void {
    if (message.type === 'request') {
      this.openAnswer(message);
      return;
    }
    const stream = this.streams.get(message.stream);
    if (!stream) return;
    if (message.type === 'response') stream.emit('response', message satisfies LinkResponse);
    else if (message.type === 'end') stream.receiveEnd();
    else if (message.type === 'credit') stream.addCredit(message.bytes);
    else stream.abort(message.reason);
  }

  /** A binary frame from the other end. */
  handleData(frame: Buffer): void {
    const data = decodeDataFrame(frame);
    if (data) this.streams.get(data.stream)?.receiveChunk(data.chunk);
  }

  /** The link is gone: every open stream is aborted with `reason`, and later requests fail at once. */
  close(reason: string): void {
    this.closedReason = reason;
    for (const stream of [...this.streams.values()]) stream.abort(reason);
  }

  /** @internal */
  sendMessage(message: LinkStreamMessage): void {
    if (this.closedReason === null) this.send(JSON.stringify(message));
  }

  /** @internal */
  sendData(stream: number, chunk: Buffer): void {
    if (this.closedReason === null) this.send(encodeDataFrame(stream, chunk));
  }

  /** @internal */
  forget(id: number): void {
    this.streams.delete(id);
  }

  /** @internal a stream may be able to go on. */
  flowChanged(): void {
    if (this.congested) return;
    for (const stream of this.streams.values()) stream.resumeIfAllowed();
  }

  private send(frame: string | Buffer): void {
    const bytes = typeof frame === 'string' ? Buffer.byteLength(frame) : frame.byteLength;
    this.queuedBytes += bytes;
    this.transport.send(frame, () => {
      const wasCongested = this.congested;
      this.queuedBytes -= bytes;
      if (wasCongested && !this.congested) this.flowChanged();
    });
  }

  private openAnswer(request: LinkRequest): void {
    if (this.options.role !== 'server' || this.streams.has(request.stream) || !this.options.onRequest) {
      this.send(JSON.stringify({ type: 'reset', stream: request.stream, reason: 'unexpected request' }));
      return;
    }
    const stream = new LinkStream(request.stream, this);
    this.streams.set(stream.id, stream);
    this.options.onRequest(request, stream);
  }
}

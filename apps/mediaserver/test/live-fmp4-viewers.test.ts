/**
 * The live fMP4 feed's viewers (issue 19), on a real fragmented MP4 stream from ffmpeg fed through the
 * feed's process output: a viewer joining mid-stream gets the init segment and then starts at the next
 * keyframe; a viewer that falls behind skips to the next keyframe rather than being buffered for; the
 * process's end closes every viewer; the feed lingers after the last viewer, then stops.
 */
import { execFileSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { Fmp4Reader } from '../src/modules/media-streaming/fmp4-boxes.ts';
import { LiveFmp4Streams, type LiveViewer } from '../src/modules/media-streaming/live-fmp4.ts';
import type { MediaProcesses } from '../src/modules/media-streaming/media-processes.ts';

/** 30 frames, a keyframe every 10, one fragment per frame: the init segment and the fragments' bytes. */
function stream() {
  const bytes = execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10'],
      ...['-frames:v', '30', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-g', '10', '-bf', '0'],
      ...['-f', 'mp4', '-movflags', 'empty_moov+default_base_moof+frag_every_frame+skip_trailer', 'pipe:1'],
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const pieces = new Fmp4Reader().push(bytes);
  return { init: pieces[0]!.bytes, fragments: pieces.slice(1).map((p) => p.bytes) };
}

/** The feed's ffmpeg, as the feed sees it: an output it reads, a kill, an exit. */
function processesOf(output: PassThrough) {
  let exit = () => {};
  const exited = new Promise<void>((resolve) => {
    exit = resolve;
  });
  const kill = vi.fn(() => {
    output.end();
    exit();
  });
  const processes = { spawn: () => ({ output, kill, exited }) } as unknown as MediaProcesses;
  return { processes, kill, exit };
}

function viewer(behind = () => 0) {
  const got: { type: string | null; bytes: Buffer[]; ended: string | null } = {
    type: null,
    bytes: [],
    ended: null,
  };
  const v: LiveViewer = {
    sendType: (mimeType) => {
      got.type = mimeType;
    },
    send: (bytes) => got.bytes.push(bytes),
    behindBytes: behind,
    end: (reason) => {
      got.ended = reason;
    },
  };
  return { v, got };
}

const input = () => ({ url: 'rtsp://camera', release: () => {} });
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('live fMP4 viewers', () => {
  it('starts a late viewer at the next keyframe, and skips a slow one to the next keyframe', async () => {
    const { init, fragments } = stream();
    const output = new PassThrough();
    const { processes, kill } = processesOf(output);
    const feeds = new LiveFmp4Streams({ processes, lingerMs: 50, maxBehindBytes: 1000 });
    const early = viewer();
    const leaveEarly = feeds.watch('c1', 'hi', input, early.v)!;
    output.write(init);
    for (const f of fragments.slice(0, 4)) output.write(f);
    await flush();
    expect(early.got.type).toMatch(/^video\/mp4; codecs="avc1\.[0-9a-f]{6}"$/);
    expect(early.got.bytes).toEqual([init, ...fragments.slice(0, 4)]);

    // Joins after frame 4: the init segment at once, then frames from the keyframe at 10.
    const late = viewer();
    const leaveLate = feeds.watch('c1', 'hi', input, late.v)!;
    expect(late.got.bytes).toEqual([init]);
    let slowBehind = 0;
    const slow = viewer(() => slowBehind);
    const leaveSlow = feeds.watch('c1', 'hi', input, slow.v)!;
    for (const f of fragments.slice(4, 12)) output.write(f);
    await flush();
    expect(late.got.bytes).toEqual([init, fragments[10], fragments[11]]);
    expect(slow.got.bytes).toEqual([init, fragments[10], fragments[11]]);

    // The slow viewer's socket holds too much: it misses frames up to the next keyframe it can take.
    slowBehind = 5000;
    for (const f of fragments.slice(12, 15)) output.write(f);
    await flush();
    slowBehind = 0;
    for (const f of fragments.slice(15, 22)) output.write(f);
    await flush();
    expect(slow.got.bytes).toEqual([init, fragments[10], fragments[11], fragments[20], fragments[21]]);
    expect(late.got.bytes).toEqual([init, ...fragments.slice(10, 22)]);
    expect(feeds.count).toBe(1);

    leaveEarly();
    leaveLate();
    leaveSlow();
    await vi.waitFor(() => expect(kill).toHaveBeenCalled());
    await flush();
    expect(feeds.count).toBe(0);
  });

  it('closes its viewers when the camera stream ends', async () => {
    const output = new PassThrough();
    const { processes, exit } = processesOf(output);
    const feeds = new LiveFmp4Streams({ processes });
    const one = viewer();
    feeds.watch('c1', 'hi', input, one.v);
    exit();
    await flush();
    expect(one.got.ended).toBe('The camera stream ended.');
    expect(feeds.count).toBe(0);
  });

  it('refuses past the bound of streams', () => {
    const feeds = new LiveFmp4Streams({ processes: processesOf(new PassThrough()).processes, max: 1 });
    expect(feeds.watch('c1', 'hi', input, viewer().v)).not.toBeNull();
    expect(feeds.watch('c2', 'hi', input, viewer().v)).toBeNull();
  });
});

/**
 * startTestCameras(): N simulated cameras on loopback, each with its own RTSP port (GStreamer's RTSP
 * server in a child process) and, unless turned off, its own ONVIF port; optionally an HTTP control
 * endpoint and flapping. Resolves once every camera is listening.
 */
import type { Server } from 'node:http';
import { HOST, planCameras, validateOptions } from './camera-plan.ts';
import { startControlServer } from './control-server.ts';
import { startFlapping } from './flapper.ts';
import type { OnvifCamera } from './onvif/onvif-replies.ts';
import { OnvifServer } from './onvif/onvif-server.ts';
import { findFreeBlocks } from './ports.ts';
import { PtzCamera } from './ptz/ptz-camera.ts';
import { rtspServerConfig } from './rtsp-config.ts';
import { RtspProcess } from './rtsp-process.ts';
import type { PtzPosition, TestCameraInfo, TestCameraOptions, TestCameras } from './types.ts';

async function choosePorts(options: TestCameraOptions): Promise<{ rtspPort: number; onvifPort?: number }> {
  const wantsOnvif = options.onvifPort !== false;
  const missing =
    (options.rtspPort === undefined ? 1 : 0) + (wantsOnvif && options.onvifPort === undefined ? 1 : 0);
  const found = missing ? await findFreeBlocks(options.cameras, missing, HOST) : [];
  const rtspPort = options.rtspPort ?? found.shift()!;
  if (!wantsOnvif) return { rtspPort };
  return { rtspPort, onvifPort: typeof options.onvifPort === 'number' ? options.onvifPort : found.shift()! };
}

class RunningCameras implements TestCameras {
  private stopFlapping: () => void = () => {};
  private control: Server | undefined;
  private stopped = false;

  constructor(
    readonly cameras: TestCameraInfo[],
    private readonly rtsp: RtspProcess,
    private readonly onvif: Map<number, OnvifServer>,
    private readonly ptz: Map<number, PtzCamera>,
    private readonly sharedEncoding: boolean,
    readonly controlUrl?: string,
  ) {}

  attach(control: Server | undefined, stopFlapping: () => void): void {
    this.control = control;
    this.stopFlapping = stopFlapping;
  }

  private camera(index: number): TestCameraInfo {
    const camera = this.cameras[index - 1];
    if (!camera) throw new Error(`no camera ${index} (there are ${this.cameras.length})`);
    return camera;
  }

  async setOnline(index: number, online: boolean): Promise<void> {
    const camera = this.camera(index);
    const onvif = this.onvif.get(index);
    await Promise.all([
      this.rtsp.command({ cmd: 'online', camera: index, online }),
      onvif && (online ? onvif.start() : onvif.stop()),
    ]);
    camera.online = online;
  }

  async setMotion(index: number, moving: boolean): Promise<void> {
    this.camera(index);
    await this.rtsp.command({ cmd: 'motion', camera: index, moving });
    for (const camera of this.cameras)
      if (this.sharedEncoding || camera.index === index) camera.moving = moving;
  }

  async setPtz(index: number, position: PtzPosition): Promise<void> {
    this.camera(index);
    const ptz = this.ptz.get(index);
    if (!ptz) throw new Error(`camera ${index} has no PTZ`);
    ptz.absoluteMove(position);
    await ptz.settled();
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.stopFlapping();
    for (const ptz of this.ptz.values()) ptz.dispose();
    const control = this.control;
    if (control) {
      control.closeAllConnections();
      await new Promise<void>((resolve) => control.close(() => resolve()));
    }
    await Promise.all([...this.onvif.values()].map((server) => server.stop()));
    await this.rtsp.stop();
  }
}

export async function startTestCameras(options: TestCameraOptions): Promise<TestCameras> {
  validateOptions(options);
  const plan = planCameras(options, await choosePorts(options));
  const config = rtspServerConfig(plan, options);
  const rtsp = await RtspProcess.start(config, options.log);
  const onvif = new Map<number, OnvifServer>();
  const ptz = new Map<number, PtzCamera>();
  for (const camera of plan.cameras)
    if (camera.ptz)
      ptz.set(
        camera.index,
        new PtzCamera(camera, (view) =>
          rtsp.command({ cmd: 'ptz', camera: camera.index, view }).then(() => {}),
        ),
      );
  const controlUrl = options.controlPort === undefined ? undefined : `http://${HOST}:${options.controlPort}`;
  const running = new RunningCameras(plan.cameras, rtsp, onvif, ptz, plan.encoding === 'shared', controlUrl);
  try {
    for (const camera of plan.cameras)
      if (camera.onvifPort !== undefined)
        onvif.set(
          camera.index,
          new OnvifServer(camera as OnvifCamera, config.keyframeFrames, ptz.get(camera.index)),
        );
    await Promise.all([...onvif.values()].map((server) => server.start()));
    const control =
      options.controlPort === undefined
        ? undefined
        : await startControlServer(options.controlPort, HOST, running);
    const stopFlapping = startFlapping(options.flap ?? [], plan.cameras.length, (i, online) =>
      running.setOnline(i, online),
    );
    running.attach(control, stopFlapping);
    return running;
  } catch (error) {
    await running.stop();
    throw error;
  }
}

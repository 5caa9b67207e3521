/**
 * `npm run testcamera -- [options]`: starts the simulated cameras, prints one line per camera once
 * its streams are ready (stdout; notes go to stderr), and runs until SIGINT/SIGTERM, then stops its
 * RTSP server process and exits.
 */
import { accessSync, constants } from 'node:fs';
import { type CliOptions, helpText, parseCli } from './cli-options.ts';
import { publicView } from './control-server.ts';
import { exitWithAncestors } from './exit-with-ancestors.ts';
import { startTestCameras } from './start-test-cameras.ts';
import type { TestCameraInfo } from './types.ts';

const USAGE_EXIT_CODE = 2;

function describeCamera(camera: TestCameraInfo): string {
  const parts = [camera.rtspUrl, `secondary=${camera.secondaryUrl}`];
  if (camera.onvifUrl) parts.push(`onvif=${camera.onvifUrl}`);
  if (camera.credentials) parts.push(`user=${camera.credentials.user}`);
  return parts.join(' ');
}

function parseOrExit(argv: string[]): CliOptions {
  try {
    const options = parseCli(argv);
    if (options.cameras.file !== undefined) accessSync(options.cameras.file, constants.R_OK);
    return options;
  } catch (error) {
    process.stderr.write(`testcamera: ${(error as Error).message}\n\n${helpText()}`);
    process.exit(USAGE_EXIT_CODE);
  }
}

async function run(): Promise<void> {
  const options = parseOrExit(process.argv.slice(2));
  if (options.help) {
    process.stdout.write(helpText());
    return;
  }
  const verboseLog = (line: string) => process.stderr.write(`${line}\n`);
  const cameras = await startTestCameras({
    ...options.cameras,
    ...(options.verbose ? { log: verboseLog } : {}),
  });
  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`testcamera: ${reason}, stopping\n`);
    cameras.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(signal));
  exitWithAncestors(() => stop('parent process gone'));
  for (const camera of cameras.cameras)
    process.stdout.write(`${options.json ? JSON.stringify(publicView(camera)) : describeCamera(camera)}\n`);
  const control = cameras.controlUrl ? `; control: ${cameras.controlUrl}/cameras` : '';
  process.stderr.write(`testcamera: ${cameras.cameras.length} camera(s) ready${control}; Ctrl+C stops\n`);
}

run().catch((error: Error) => {
  process.stderr.write(`testcamera: ${error.message}\n`);
  process.exit(1);
});

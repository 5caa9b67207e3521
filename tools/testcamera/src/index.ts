/** @argus/testcamera: simulated cameras on loopback with real RTSP (GStreamer) and ONVIF, for tests. */
export { macFor } from './camera-plan.ts';
export { passwordDigest } from './onvif/ws-security.ts';
export { startTestCameras } from './start-test-cameras.ts';
export type {
  AuthMethod,
  CameraCredentials,
  Credentials,
  Encoding,
  FlapRule,
  ProfileName,
  PtzPosition,
  Resolution,
  StreamInfo,
  TestCameraInfo,
  TestCameraOptions,
  TestCameras,
} from './types.ts';

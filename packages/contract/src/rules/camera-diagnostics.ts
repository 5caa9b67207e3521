/**
 * Camera diagnostics (media-server-api §4.5.3): the four steps the console walks, and the error codes with
 * their texts. The codes and texts are the 5.1 server's (`CameraDiagnostics::ErrorCode`); `%1` and `%2` are
 * the reply's `errorParams`.
 */
import type { DiagnosticsStep } from '../schemas/devices-legacy.ts';

export const DIAGNOSTICS_STEP_ORDER: readonly DiagnosticsStep[] = [
  'mediaServerAvailability',
  'cameraAvailability',
  'mediaStreamAvailability',
  'mediaStreamIntegrity',
];

export const DIAGNOSTICS_ERROR_CODES = {
  noError: 0,
  mediaServerUnavailable: 1,
  mediaServerBadResponse: 2,
  cannotEstablishConnection: 3,
  cannotOpenCameraMediaPort: 4,
  connectionClosedUnexpectedly: 5,
  responseParseError: 6,
  noMediaTrack: 7,
  notAuthorised: 8,
  unsupportedProtocol: 9,
  cannotConfigureMediaStream: 10,
  requestFailed: 11,
  notImplemented: 12,
  ioError: 13,
  serverTerminated: 14,
  cameraInvalidParams: 15,
  badMediaStream: 16,
  noMediaStream: 17,
} as const;
export type DiagnosticsError = keyof typeof DIAGNOSTICS_ERROR_CODES;

const PLUGGED = 'Make sure the camera is plugged into the network. Try to reboot the camera.';
const REBOOT = 'Please try to reboot the camera, then restore factory defaults on the web-page.';

export const DIAGNOSTICS_TEXTS: Readonly<Record<DiagnosticsError, string>> = {
  noError: 'OK',
  mediaServerUnavailable: 'Server %1 is not available. Check that Server is up and running.',
  mediaServerBadResponse:
    'Received bad response from Server %1: "%2". Check if Server is up and has the proper version.',
  cannotEstablishConnection: `Cannot connect to http port %1. ${PLUGGED}`,
  cannotOpenCameraMediaPort: `Cannot open media URL %1. Failed to connect to media port %2. Make sure port %2 is accessible (e.g. forwarded). ${REBOOT}`,
  connectionClosedUnexpectedly: `Cannot open media URL %1. Connection to port %2 was closed unexpectedly. ${PLUGGED}`,
  responseParseError: `Could not parse camera response. URL %1, request name %2. ${REBOOT}`,
  noMediaTrack: `No supported media tracks at URL %1. ${REBOOT}`,
  notAuthorised: 'Not authorized. URL %1.',
  unsupportedProtocol: `Cannot open media URL %1. Unsupported media protocol %2. ${REBOOT}`,
  cannotConfigureMediaStream: 'Failed to configure parameter %1.',
  requestFailed: `Camera request "%1" failed with error "%2". ${REBOOT}`,
  notImplemented: 'Unknown camera issue. Please contact support.',
  ioError: `An input/output error has occurred. OS message: "%1". ${PLUGGED}`,
  serverTerminated: 'Server has been stopped.',
  cameraInvalidParams: 'Invalid data was received from the camera %1.',
  badMediaStream: 'Too many media errors. Please open camera issues dialog for more details.',
  noMediaStream: 'Media stream is opened but no media data was received.',
};

/** The text of an outcome with its parameters filled in. */
export function diagnosticsMessage(error: DiagnosticsError, params: readonly string[] = []): string {
  return DIAGNOSTICS_TEXTS[error].replace(
    /%([12])/g,
    (_m, n: string) => params[Number(n) - 1] || '(unknown)',
  );
}

/** The error name of a code, or null for an unknown code. */
export function diagnosticsErrorOf(code: number): DiagnosticsError | null {
  const found = Object.entries(DIAGNOSTICS_ERROR_CODES).find(([, v]) => v === code);
  return found ? (found[0] as DiagnosticsError) : null;
}

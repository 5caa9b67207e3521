export { BookmarkAction, tagsOf } from './bookmark-action.ts';
export { CameraRecordingAction } from './camera-recording-action.ts';
export { eventLines, eventName, eventTitle } from './event-text.ts';
export { HttpRequestAction, methodOf } from './http-request-action.ts';
export { PanicRecordingAction } from './panic-recording-action.ts';
export { SendMailAction, splitAddresses } from './send-mail-action.ts';
export type { SmtpSettings } from './smtp-settings.ts';

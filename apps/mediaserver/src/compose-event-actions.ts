/**
 * The composition root's part for what the event rules' actions do on this server: the action runners the
 * rules engine takes besides its own (e-mail, HTTP request, bookmark, camera and panic recording). Built before
 * the engine; a runner that fails rejects, and the engine logs it.
 */

import type { Cameras } from './compose-cameras.ts';
import type { Recording } from './compose-recording.ts';
import type { BookmarksService } from './modules/bookmarks/index.ts';
import {
  BookmarkAction,
  CameraRecordingAction,
  HttpRequestAction,
  PanicRecordingAction,
  SendMailAction,
} from './modules/event-actions/index.ts';
import type { ActionRunner } from './modules/event-rules/index.ts';
import type { SettingsService } from './modules/settings/index.ts';
import type { UsersRepository } from './modules/users/index.ts';

export interface EventActionsDeps {
  thisServerId: string;
  settings: SettingsService;
  users: UsersRepository;
  cameras: Cameras;
  recording: Recording;
  bookmarks: BookmarksService;
}

/** The e-mails of users, and of the users of roles, by id (disabled users and empty e-mails left out). */
function emailsOf(users: UsersRepository, ids: readonly string[]): string[] {
  return ids.flatMap((id) => {
    const user = users.findById(id);
    const found = user ? [user] : users.listByRole(id);
    return found.filter((u) => u.isEnabled && u.email).map((u) => u.email);
  });
}

/** The runners of the actions this server runs itself besides the engine's own. */
export function composeEventActions(d: EventActionsDeps): ActionRunner[] {
  const ownCameraIds = () =>
    d.cameras.repository
      .list()
      .filter((row) => row.serverId === d.thisServerId)
      .map((row) => row.id);
  return [
    new SendMailAction({
      smtp: () => ({
        smtpHost: d.settings.get('smtpHost'),
        smtpPort: d.settings.get('smtpPort'),
        smtpConnectionType: d.settings.get('smtpConnectionType'),
        smtpUser: d.settings.get('smtpUser'),
        smtpPassword: d.settings.get('smtpPassword'),
        smtpTimeout: d.settings.get('smtpTimeout'),
        emailFrom: d.settings.get('emailFrom'),
        smtpName: d.settings.get('smtpName'),
        emailSignature: d.settings.get('emailSignature'),
      }),
      emailsOf: (ids) => emailsOf(d.users, ids),
      systemName: () => d.settings.get('systemName'),
    }),
    new HttpRequestAction(),
    new BookmarkAction(d.bookmarks),
    new CameraRecordingAction(d.recording.ruleRecordings),
    new PanicRecordingAction(d.recording.ruleRecordings, ownCameraIds),
  ];
}

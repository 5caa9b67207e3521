/**
 * The test hook (cloud-api §8.7): `POST /api/robot/get_code` answers the last code mailed to an account.
 * Registered only with `--debug-hooks`; codes are remembered in memory, never stored in clear.
 */
import {
  CloudError,
  ROBOT_CODE_MISSING_TEXT,
  type RobotCodeType,
  testHookEndpoints,
} from '@argus/contract/cloud';
import type { CloudCaller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import type { MailedCodeKind } from '../one-time-codes/index.ts';

const KIND_OF_TYPE: Record<RobotCodeType, MailedCodeKind> = {
  activate_account: 'activation',
  restore_password: 'restore',
  invite_account: 'invite',
};

/** The last code of each kind mailed to each e-mail, in this process. */
export class IssuedCodes {
  private readonly last = new Map<string, string>();

  record(email: string, kind: MailedCodeKind, code: string): void {
    this.last.set(`${kind}:${email}`, code);
  }

  find(email: string, kind: MailedCodeKind): string | undefined {
    return this.last.get(`${kind}:${email}`);
  }
}

export function robotRoutes(issued: IssuedCodes): Route<CloudCaller>[] {
  return [
    route(testHookEndpoints.robotGetCode, ({ body }) => {
      const code = issued.find(body.email.toLowerCase(), KIND_OF_TYPE[body.type]);
      if (code === undefined) throw new CloudError('notFound', ROBOT_CODE_MISSING_TEXT);
      return { code };
    }),
  ];
}

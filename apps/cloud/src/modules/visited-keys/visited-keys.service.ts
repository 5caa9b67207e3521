/**
 * One-time link keys (cloud-api §8.1 `visitedKey`): whether a link was used and when. The first mark wins;
 * marking again answers the first time [design]. Times are ISO 8601 text (UTC).
 */
import { secretId } from '../../auth/secrets.ts';
import type { Clock } from '../../clock.ts';
import type { VisitedKeysRepository } from './visited-keys.repository.ts';

export class VisitedKeysService {
  constructor(
    private readonly repository: VisitedKeysRepository,
    private readonly clock: Clock,
  ) {}

  async visited(key: string): Promise<false | string> {
    return (await this.repository.find(secretId(key)))?.toISOString() ?? false;
  }

  async mark(key: string): Promise<string> {
    return (await this.repository.mark(secretId(key), this.clock())).toISOString();
  }
}

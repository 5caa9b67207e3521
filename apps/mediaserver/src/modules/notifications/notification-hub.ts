/** Who listens for a user's new notifications right now (the open server-sent event streams). */
import type { Notification } from '@argus/contract/mediaserver';

export type NotificationListener = (notification: Notification) => void;

export class NotificationHub {
  private readonly listeners = new Map<string, Set<NotificationListener>>();

  /** Listens to a user's new notifications; returns the function that stops listening. */
  subscribe(userId: string, listener: NotificationListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  /** How many streams a user has open. */
  listenerCount(userId: string): number {
    return this.listeners.get(userId)?.size ?? 0;
  }

  publish(userId: string, notification: Notification): void {
    for (const listener of this.listeners.get(userId) ?? []) listener(notification);
  }
}

/**
 * What is due when: a binary min-heap of items by due time, so the status monitor finds the checks that are
 * due without looking at every camera (10,000 cameras, a check finishing every few milliseconds). An item is
 * pushed again whenever its due time changes; the caller skips the stale copies it pops.
 */
export class DueQueue<T> {
  private readonly heap: { at: number; item: T }[] = [];

  get size(): number {
    return this.heap.length;
  }

  push(at: number, item: T): void {
    const heap = this.heap;
    heap.push({ at, item });
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent]!.at <= heap[i]!.at) break;
      [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
      i = parent;
    }
  }

  /** The earliest item due at or before `now`, removed; undefined when none is due. */
  popDue(now: number): { at: number; item: T } | undefined {
    const heap = this.heap;
    if (heap.length === 0 || heap[0]!.at > now) return undefined;
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < heap.length && heap[left]!.at < heap[smallest]!.at) smallest = left;
        if (right < heap.length && heap[right]!.at < heap[smallest]!.at) smallest = right;
        if (smallest === i) break;
        [heap[smallest], heap[i]] = [heap[i]!, heap[smallest]!];
        i = smallest;
      }
    }
    return top;
  }

  clear(): void {
    this.heap.length = 0;
  }
}

// The part of autocannon's programmatic API the load worker uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    min: number;
    max: number;
    average: number;
    stddev: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Sent in turn by each connection, with `url`'s origin. */
    requests?: { method?: string; path: string; body?: string; headers?: Record<string, string> }[];
    /** Seconds. */
    timeout?: number;
  }
  interface Result {
    /** Completed requests per second sample; `total` is the number of completed requests. */
    requests: Histogram;
    /** Milliseconds. */
    latency: Histogram;
    /** Bytes per second sample; `total` is every byte received. */
    throughput: Histogram;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

/**
 * The part of autocannon's API that bench/load.ts uses (autocannon ships no type declarations and
 * @types/autocannon is not installed).
 */
declare module 'autocannon' {
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;

  namespace autocannon {
    /** One request of a sequence that each connection repeats. */
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Changes the request before it is sent (e.g. a new path for every request); returns it. */
      setupRequest?: (request: Request) => Request;
    }

    /** Options of a run (durations in seconds). */
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      pipelining?: number;
      timeout?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      requests?: Request[];
    }

    /** Percentiles of a histogram (latency in ms, requests per second, bytes per second). */
    interface Histogram {
      average: number;
      p50: number;
      p90: number;
      p99: number;
      max: number;
      total: number;
    }

    /** Outcome of a run. */
    interface Result {
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      statusCodeStats: Record<string, { count: number }>;
      latency: Histogram;
      requests: Histogram & { sent: number };
      throughput: Histogram;
    }
  }

  export = autocannon;
}

// The part of autocannon's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    method?: 'GET' | 'POST'
    headers?: Record<string, string>
    body?: string
    /** Per-request changes, e.g. a body of its own for each request. */
    requests?: { setupRequest?: (request: Record<string, unknown>) => Record<string, unknown> }[]
  }
  interface Stats {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    p50: number
    p90: number
    p99: number
  }
  export interface Result {
    requests: Stats & { total: number }
    latency: Stats
    throughput: Stats
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
  }
  interface Instance extends Promise<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): void
  }
  function autocannon(options: Options): Instance
  export default autocannon
}

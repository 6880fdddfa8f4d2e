// The part of autocannon's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    method?: 'GET' | 'POST'
    headers?: Record<string, string>
    body?: string
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
  interface Result {
    requests: Stats & { total: number }
    latency: Stats
    throughput: Stats
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}

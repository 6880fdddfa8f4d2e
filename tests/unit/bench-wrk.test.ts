import { describe, expect, it } from 'vitest'
import { wrkFigures } from '../../bench/lib/load'

// What wrk 4.1 prints with --latency, taken from runs on this machine: the bench reads its figures from it.
const KEPT_PAGE = `Running 10s test @ http://localhost:3300/bangalore/meridian-tower-indiranagar/
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     4.44ms    3.60ms 125.56ms   96.65%
    Req/Sec    12.11k     1.66k   13.39k    90.00%
  Latency Distribution
     50%    3.77ms
     75%    3.99ms
     90%    5.54ms
     99%   18.22ms
  120605 requests in 10.01s, 17.78GB read
Requests/sec:  12048.88
Transfer/sec:      1.78GB
`

const REFUSED = `Running 1s test @ http://localhost:3300/api/no-such-call
  1 threads and 5 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   850.00us    3.12ms  1.20s   86.12%
    Req/Sec   564.50     83.07   676.00     70.00%
  Latency Distribution
     50%  850.00us
     75%    9.97ms
     90%   11.56ms
     99%    1.20s
  564 requests in 1.00s, 542.52KB read
  Socket errors: connect 0, read 3, write 0, timeout 12
  Non-2xx or 3xx responses: 564
Requests/sec:    562.42
Transfer/sec:    541.00KB
`

describe("the bench's reading of wrk", () => {
  it('reads requests per second and the latency percentiles in milliseconds', () => {
    expect(wrkFigures(KEPT_PAGE)).toEqual({
      requestsPerSecond: 12049,
      latencyP50Ms: 3.8,
      latencyP99Ms: 18.2,
      latencyMeanMs: 4.4,
      errors: 0,
      non2xx: 0,
    })
  })

  it('reads microseconds and seconds, socket errors and refused answers', () => {
    expect(wrkFigures(REFUSED)).toEqual({
      requestsPerSecond: 562,
      latencyP50Ms: 0.9,
      latencyP99Ms: 1200,
      latencyMeanMs: 0.9,
      errors: 15,
      non2xx: 564,
    })
  })

  it('says so when it cannot read the output', () => {
    expect(() => wrkFigures('unable to connect to localhost:3300 Connection refused')).toThrow(/cannot read/)
  })
})

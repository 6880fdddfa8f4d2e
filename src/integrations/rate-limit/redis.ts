import net from 'node:net'
import tls from 'node:tls'
import { randomBytes } from 'node:crypto'
import { slidingResult, type RateLimiter, type RateLimitRule } from './types'

// The rate limiter on Redis (REDIS_URL), for several app instances without a round trip to PostgreSQL. The protocol
// needed is tiny (one EVAL), so it speaks RESP over a socket instead of adding a client library.

type Reply = string | number | null | Reply[] | Error

class RedisError extends Error {}

/** Parses one RESP reply from `buffer` at `offset`; null when the buffer does not hold all of it yet. */
export function parseReply(buffer: Buffer, offset = 0): { value: Reply; next: number } | null {
  const lineEnd = buffer.indexOf('\r\n', offset)
  if (lineEnd < 0) return null
  const type = String.fromCharCode(buffer[offset]!)
  const line = buffer.toString('utf8', offset + 1, lineEnd)
  const after = lineEnd + 2
  switch (type) {
    case '+':
      return { value: line, next: after }
    case '-':
      return { value: new RedisError(line), next: after }
    case ':':
      return { value: Number(line), next: after }
    case '$': {
      const length = Number(line)
      if (length < 0) return { value: null, next: after }
      if (buffer.length < after + length + 2) return null
      return { value: buffer.toString('utf8', after, after + length), next: after + length + 2 }
    }
    case '*': {
      const count = Number(line)
      if (count < 0) return { value: null, next: after }
      const items: Reply[] = []
      let next = after
      for (let i = 0; i < count; i++) {
        const item = parseReply(buffer, next)
        if (!item) return null
        items.push(item.value)
        next = item.next
      }
      return { value: items, next }
    }
    default:
      throw new RedisError(`Unexpected reply type ${JSON.stringify(type)}`)
  }
}

function encode(args: readonly (string | number)[]): Buffer {
  const parts = args.map((a) => {
    const s = Buffer.from(String(a))
    return Buffer.concat([Buffer.from(`$${s.length}\r\n`), s, Buffer.from('\r\n')])
  })
  return Buffer.concat([Buffer.from(`*${args.length}\r\n`), ...parts])
}

/** One connection, commands pipelined in order; reconnects on the next command after an error. */
export class RedisConnection {
  private socket: net.Socket | null = null
  private buffer: Buffer = Buffer.alloc(0)
  private pending: { resolve: (r: Reply) => void; reject: (e: Error) => void }[] = []
  private ready: Promise<void> | null = null

  constructor(
    private readonly url: URL,
    private readonly timeoutMs = 2000,
  ) {}

  async command(args: readonly (string | number)[]): Promise<Reply> {
    await this.connect()
    return this.send(args)
  }

  close(): void {
    const socket = this.socket
    this.reset(new Error('Redis connection closed'))
    socket?.destroy()
  }

  private connect(): Promise<void> {
    this.ready ??= new Promise<void>((resolve, reject) => {
      const port = Number(this.url.port || 6379)
      const host = this.url.hostname
      const secure = this.url.protocol === 'rediss:'
      const socket = secure ? tls.connect({ host, port, servername: host }) : net.connect({ host, port })
      this.socket = socket
      socket.setNoDelay(true)
      // An idle connection must not keep a script or test process alive; each command's timer does while it waits.
      socket.unref()
      const connectTimer = setTimeout(() => socket.destroy(new Error('Redis did not answer in time')), this.timeoutMs)
      socket.once(secure ? 'secureConnect' : 'connect', () => {
        clearTimeout(connectTimer)
        resolve()
      })
      socket.on('data', (chunk: Buffer) => this.receive(chunk))
      // Events of a socket that has been replaced must not reset the new one.
      socket.on('error', (error) => {
        clearTimeout(connectTimer)
        reject(error)
        if (this.socket === socket) this.reset(error)
      })
      socket.on('close', () => {
        clearTimeout(connectTimer)
        reject(new Error('Redis connection closed'))
        if (this.socket === socket) this.reset(new Error('Redis connection closed'))
      })
    }).then(async () => {
      const password = decodeURIComponent(this.url.password)
      const user = decodeURIComponent(this.url.username)
      if (password) await this.send(user ? ['AUTH', user, password] : ['AUTH', password])
      const db = this.url.pathname.slice(1)
      if (db) await this.send(['SELECT', db])
    })
    return this.ready
  }

  private send(args: readonly (string | number)[]): Promise<Reply> {
    const socket = this.socket
    if (!socket) return Promise.reject(new Error('Redis is not connected'))
    return new Promise<Reply>((resolve, reject) => {
      const timer = setTimeout(() => socket.destroy(new Error('Redis did not answer in time')), this.timeoutMs)
      this.pending.push({
        resolve: (reply) => {
          clearTimeout(timer)
          resolve(reply)
        },
        reject: (error) => {
          clearTimeout(timer)
          reject(error)
        },
      })
      socket.write(encode(args))
    }).then((reply) => {
      if (reply instanceof Error) throw reply
      return reply
    })
  }

  private receive(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk
    let parsed = parseReply(this.buffer)
    while (parsed) {
      this.pending.shift()?.resolve(parsed.value)
      this.buffer = this.buffer.subarray(parsed.next)
      parsed = this.buffer.length ? parseReply(this.buffer) : null
    }
  }

  private reset(error: Error): void {
    for (const p of this.pending.splice(0)) p.reject(error)
    this.buffer = Buffer.alloc(0)
    this.socket = null
    this.ready = null
  }
}

// A sorted set per key of the requests allowed in the last window (scored by their time in milliseconds), atomically:
// drop those that left the window, count the rest, add this one when fewer than the limit remain. Answers the count
// before this request and the oldest time in the window.
const HIT = `local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local n = redis.call('ZCARD', KEYS[1])
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
if n < tonumber(ARGV[3]) then
  redis.call('ZADD', KEYS[1], now, ARGV[4])
  redis.call('PEXPIRE', KEYS[1], window)
end
return {n, oldest[2] or ARGV[1]}`

export function createRedisRateLimiter(
  url: string,
  options: { prefix?: string; timeoutMs?: number } = {},
): RateLimiter & { close(): void } {
  const connection = new RedisConnection(new URL(url), options.timeoutMs)
  const prefix = options.prefix ?? 'sthana:ratelimit:'
  return {
    name: 'redis',
    async hit(key: string, rule: RateLimitRule, now = new Date()) {
      const nowMs = now.getTime()
      const member = `${nowMs}:${randomBytes(6).toString('hex')}`
      const reply = await connection.command(['EVAL', HIT, 1, `${prefix}${key}`, nowMs, rule.windowSeconds * 1000, rule.limit, member])
      const [n, oldest] = Array.isArray(reply) ? reply.map(Number) : [NaN, NaN]
      if (!Number.isFinite(n) || !Number.isFinite(oldest)) throw new Error('Unexpected reply from Redis')
      return slidingResult(rule, n!, oldest!, nowMs)
    },
    async ping() {
      return (await connection.command(['PING'])) === 'PONG'
    },
    close: () => connection.close(),
  }
}

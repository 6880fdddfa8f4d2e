import { execFileSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { MAX_CMS_UPLOAD_BYTES } from '../../src/server/http/body-limits'
import { startGroup } from './processes'

// nginx in front of several app instances (`npm run start:cluster`, the cluster test and the load bench): Debian's
// nginx package, run as a plain child process with a configuration written into its own directory.

export interface NginxOptions {
  /** Where the configuration, logs, temporary files and the page cache go. */
  dir: string
  /** The port nginx listens on. */
  port: number
  /** The ports of the app instances on 127.0.0.1. */
  upstreams: readonly number[]
  /** Seconds a prerendered page is kept in nginx's own cache (a micro-cache: edits show within this time). */
  microCacheSeconds?: number
}

const BROTLI_MODULE = '/usr/share/nginx/modules/ngx_http_brotli_filter_module.so'
const COMPRESSIBLE =
  'text/plain text/css text/xml application/javascript application/json application/xml application/manifest+json image/svg+xml'

export function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim()
  } catch {
    throw new Error("nginx is not installed: `apt-get install nginx libnginx-mod-http-brotli-filter` (Debian's packages).")
  }
}

/** The configuration: what each directive is for is said beside it. */
export function nginxConfig(options: NginxOptions): string {
  const { dir, port, upstreams } = options
  const microCache = options.microCacheSeconds ?? 1
  const brotli = existsSync(BROTLI_MODULE)
  return `# Written by scripts/lib/nginx.ts: edit that file, not this one.
${brotli ? `load_module ${BROTLI_MODULE};` : '# Brotli: install libnginx-mod-http-brotli-filter to add it.'}
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  server_tokens off;
  keepalive_timeout 65s;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  # Nothing larger than the largest admin upload is read; every route caps its own bodies far lower.
  client_max_body_size ${MAX_CMS_UPLOAD_BYTES};

  gzip on;
  gzip_vary on;
  gzip_proxied any;
  gzip_comp_level 5;
  gzip_min_length 1024;
  gzip_types ${COMPRESSIBLE};
${
  brotli
    ? `  brotli on;
  brotli_comp_level 5;
  brotli_min_length 1024;
  brotli_types ${COMPRESSIBLE};
`
    : ''
}
  # The micro-cache of prerendered pages and built assets. Requests of someone signed in (customer or operator) never
  # use it, and no answer that is private, personal or sets a cookie is kept.
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:20m max_size=512m inactive=10m use_temp_path=off;
  map $http_cookie $signed_in {
    default 0;
    "~*(sthana\\.session|sthana_signed_in|payload-token)" 1;
  }
  map $upstream_http_cache_control $private_answer {
    default 0;
    "~*(private|no-store|no-cache)" 1;
  }

  upstream app {
    least_conn;
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }

  server {
    listen ${port} reuseport;
    listen [::]:${port} reuseport;

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    # The app trusts exactly one proxy (TRUST_PROXY_HOPS=1): the address nginx appends is the visitor's.
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $http_host;
    # nginx compresses (gzip or brotli, as the client asks): the instances spend no time on it, and the cache keeps
    # one copy of each page.
    proxy_set_header Accept-Encoding "";
    proxy_connect_timeout 2s;
    proxy_read_timeout 60s;
    # An instance that refuses connections (dead, or draining after SIGTERM: it accepts no new ones) is skipped. Only
    # requests that are safe to repeat are tried on another instance: a POST that reached an app is never sent twice.
    # An app's 503 is passed through as it is, never counted against the instance: it means the database is down for
    # every instance alike, and the client must get that 503 with its Retry-After, not nginx's 502 for an upstream
    # marked failed.
    proxy_next_upstream error timeout http_502;
    proxy_next_upstream_tries 2;
    add_header X-Upstream $upstream_addr always;

    location /_next/static/ {
      proxy_pass http://app;
      proxy_cache pages;
      # Built files have content hashes in their names: the app already marks them immutable for a year.
      proxy_cache_valid 200 30d;
      add_header X-Cache $upstream_cache_status always;
    }

    location ~ ^/(api|cms-api|admin)(/|$) {
      proxy_pass http://app;
      # Video ranges and server-sent answers go straight through.
      proxy_buffering off;
      proxy_request_buffering on;
    }

    location / {
      proxy_pass http://app;
      proxy_cache pages;
      proxy_cache_key $scheme$http_host$request_uri;
      proxy_cache_methods GET HEAD;
      proxy_cache_valid 200 301 308 404 ${microCache}s;
      proxy_ignore_headers Cache-Control Expires;
      proxy_cache_bypass $signed_in;
      proxy_no_cache $signed_in $private_answer $upstream_http_set_cookie;
      proxy_cache_lock on;
      proxy_cache_use_stale updating error timeout http_502 http_503;
      add_header X-Cache $upstream_cache_status always;
    }
  }
}
`
}

/** Writes the configuration and starts nginx in the foreground as a child process (stopped with stopGroup). */
export function startNginx(options: NginxOptions): ChildProcess {
  for (const sub of ['', 'cache', 'client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(options.dir, sub), { recursive: true })
  const file = path.join(options.dir, 'nginx.conf')
  writeFileSync(file, nginxConfig(options))
  const binary = nginxBinary()
  execFileSync(binary, ['-t', '-q', '-p', options.dir, '-c', file], { stdio: ['ignore', 'ignore', 'inherit'] })
  return startGroup(binary, ['-p', options.dir, '-c', file, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] })
}

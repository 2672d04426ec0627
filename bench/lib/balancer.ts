// The load balancer in front of several app processes (bench:cluster, bench:soak): HAProxy from
// Debian's packages, installed with apt-get when missing (as root), run in the foreground on a
// configuration written for the run, and stopped with it. HAProxy rather than nginx: its Debian
// package starts nothing on its own (nginx's default site would take port 80 on install).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

export type Backend = { name: string; host: string; port: number }

const found = (bin: string) => spawnSync('sh', ['-c', `command -v ${bin}`], { encoding: 'utf8' }).stdout.trim()

/** The haproxy binary; installs Debian's package first when it is missing and we are root. */
export function ensureHaproxy(): string {
  const existing = found('haproxy') || ['/usr/sbin/haproxy'].find((p) => spawnSync(p, ['-v']).status === 0)
  if (existing) return existing
  if (process.getuid?.() !== 0 || !found('apt-get')) {
    throw new Error(
      'HAProxy is not installed and cannot be installed here (needs root and apt-get): `apt-get install haproxy`',
    )
  }
  console.log('balancer: installing HAProxy (apt-get install haproxy)…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'haproxy']]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${r.status})`)
  }
  const installed = found('haproxy') || '/usr/sbin/haproxy'
  if (spawnSync(installed, ['-v']).status !== 0) throw new Error('HAProxy was installed but does not run')
  return installed
}

/**
 * The configuration the bench uses (and the README shows): round robin over the processes,
 * keep-alive to each, a health check on the readiness probe, and `X-Forwarded-For` added so the
 * processes (TRUST_PROXY=true) see the visitor's address.
 */
export function haproxyConfig(listen: { host: string; port: number }, backends: Backend[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  option http-keep-alive',
    '  option forwardfor',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    'frontend soglia',
    `  bind ${listen.host}:${listen.port}`,
    '  default_backend soglia_app',
    'backend soglia_app',
    '  balance roundrobin',
    '  http-reuse safe',
    // Readiness (README, "Health checks"): a stopping process answers 503 at once and is taken
    // out within a second; a request that cannot connect goes to the other process.
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    ...backends.map((b) => `  server ${b.name} ${b.host}:${b.port} check inter 1s fall 1 rise 1`),
    '',
  ].join('\n')
}

export type Balancer = { origin: string; stop: () => Promise<void> }

async function listening(host: string, port: number): Promise<boolean> {
  return new Promise((ok) => {
    const socket = connect({ host, port }, () => (socket.destroy(), ok(true)))
    socket.on('error', () => ok(false))
  })
}

/** Starts HAProxy on `listen` in front of `backends`; resolves once it accepts connections. */
export async function startBalancer(listen: { host: string; port: number }, backends: Backend[]): Promise<Balancer> {
  const bin = ensureHaproxy()
  const dir = mkdtempSync(join(tmpdir(), 'soglia-haproxy-'))
  const file = join(dir, 'haproxy.cfg')
  writeFileSync(file, haproxyConfig(listen, backends))
  let output = ''
  const child: ChildProcess = spawn(bin, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout?.on('data', (d) => (output = (output + d).slice(-4000)))
  child.stderr?.on('data', (d) => (output = (output + d).slice(-4000)))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }
  process.once('exit', () => child.kill('SIGKILL'))
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited (${child.exitCode}):\n${output}`)
    if (await listening(listen.host, listen.port)) return { origin: `http://${listen.host}:${listen.port}`, stop }
    await sleep(100)
  }
  await stop()
  throw new Error(`HAProxy did not listen on ${listen.host}:${listen.port}:\n${output}`)
}

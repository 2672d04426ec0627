// A CPU quota per process, as a container runtime gives each replica (`docker run --cpus`,
// Kubernetes' `limits.cpu`): a control group of its own whose CFS quota lets it run `cores`
// cores' worth of time per period, whatever else the machine does. bench:cluster uses it to ask
// whether the shop scales out — whether a second process adds what the first one does — on a
// machine too small to give each process, PostgreSQL and the load generator free cores
// (decision 073). Linux only, as root; cgroup v2 (`cpu.max`) or v1's cpu controller
// (`cpu.cfs_quota_us`), whichever the machine mounts.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const V2_ROOT = '/sys/fs/cgroup'
const V1_CPU = '/sys/fs/cgroup/cpu'
const PERIOD_US = 100_000

export type CpuQuota = {
  path: string
  /** Moves a running process, every thread of it, into the group. */
  add: (pid: number) => void
  /** How many periods the group was held back at its quota. */
  throttledPeriods: () => number
  /** Removes the group; its processes go back to the parent's group first. */
  remove: () => void
}

function hierarchy(): 'v2' | 'v1' {
  const controllers = join(V2_ROOT, 'cgroup.controllers')
  if (existsSync(controllers) && readFileSync(controllers, 'utf8').split(/\s+/).includes('cpu')) return 'v2'
  if (existsSync(join(V1_CPU, 'cpu.cfs_quota_us'))) return 'v1'
  throw new Error('--cpus needs a cgroup cpu controller (v2 cpu.max or v1 cpu.cfs_quota_us) under /sys/fs/cgroup')
}

const statField = (text: string, field: string) => Number(new RegExp(`^${field}\\s+(\\d+)`, 'm').exec(text)?.[1] ?? NaN)

/** A new group `name` whose processes together get at most `cores` cores of CPU time. */
export function cpuQuota(name: string, cores: number): CpuQuota {
  if (!(cores > 0)) throw new Error(`--cpus must be a positive number of cores, not ${cores}`)
  const kind = hierarchy()
  const parent = kind === 'v2' ? V2_ROOT : V1_CPU
  const path = join(parent, `${name}-${process.pid}`)
  mkdirSync(path)
  const quotaUs = Math.round(cores * PERIOD_US)
  try {
    if (kind === 'v2') writeFileSync(join(path, 'cpu.max'), `${quotaUs} ${PERIOD_US}`)
    else {
      writeFileSync(join(path, 'cpu.cfs_period_us'), String(PERIOD_US))
      writeFileSync(join(path, 'cpu.cfs_quota_us'), String(quotaUs))
    }
  } catch (e) {
    rmdirSync(path)
    throw e
  }
  const stat = () => readFileSync(join(path, 'cpu.stat'), 'utf8')
  return {
    path,
    add: (pid) => writeFileSync(join(path, 'cgroup.procs'), String(pid)),
    throttledPeriods: () => statField(stat(), 'nr_throttled'),
    remove: () => {
      if (!existsSync(path)) return
      // A group holding a process cannot be removed: hand them back (a stopped process is gone already).
      for (const pid of readFileSync(join(path, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean)) {
        try {
          writeFileSync(join(parent, 'cgroup.procs'), pid)
        } catch {
          // it exited meanwhile
        }
      }
      rmdirSync(path)
    },
  }
}

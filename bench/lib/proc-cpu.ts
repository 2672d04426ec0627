import { readdirSync, readFileSync } from 'node:fs'

// CPU time of processes by name, from /proc (Linux): what a benchmark's other parties (the
// PostgreSQL server's backends, say) spent during a run, to set beside the app's own figure.
const TICK_MS = 10 // USER_HZ is 100 on Linux

/** User + system CPU in ms of one process, every thread included (NaN once it has exited). */
export function cpuMsOfPid(pid: number): number {
  try {
    return ticks(readFileSync(`/proc/${pid}/stat`, 'utf8')) * TICK_MS
  } catch {
    return NaN
  }
}

// fields[11] and [12] after the name are utime and stime (the 14th and 15th of the whole line).
function ticks(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return Number(fields[11]) + Number(fields[12])
}

// fields[13] and [14]: cutime and cstime, the CPU of children that ended and were waited for.
function childTicks(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return Number(fields[13]) + Number(fields[14])
}

/**
 * Sum of user + system CPU in ms of every process whose name is `comm`, with what their ended
 * children used (0 where /proc is absent). A PostgreSQL backend that closes during a run is gone
 * from /proc, but its time is in the postmaster's children's time, so a difference of two
 * readings never goes down.
 */
export function cpuMsOf(comm: string): number {
  let total = 0
  let pids: string[]
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p))
  } catch {
    return 0
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const close = stat.lastIndexOf(')')
      if (stat.slice(stat.indexOf('(') + 1, close) !== comm) continue
      total += (ticks(stat) + childTicks(stat)) * TICK_MS
    } catch {
      // the process ended between the listing and the read
    }
  }
  return total
}

/**
 * CPU time in ms that the hypervisor gave to other machines while this one's vCPUs wanted to run
 * ("steal", /proc/stat), summed over the vCPUs: on a shared host, a run with steal ran on less
 * machine than its neighbours (0 where /proc is absent).
 */
export function stolenMs(): number {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/)
    return Number(fields[8] ?? 0) * TICK_MS
  } catch {
    return 0
  }
}

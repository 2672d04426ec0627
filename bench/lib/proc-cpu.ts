import { readdirSync, readFileSync } from 'node:fs'

// CPU time of processes by name, from /proc (Linux): what a benchmark's other parties (the
// PostgreSQL server's backends, say) spent during a run, to set beside the app's own figure.
const TICK_MS = 10 // USER_HZ is 100 on Linux

/** Sum of user + system CPU in ms of every process whose name is `comm` (0 where /proc is absent). */
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
      const fields = stat.slice(close + 2).split(' ')
      // fields[11] and [12] are utime and stime (the 14th and 15th of the whole line).
      total += (Number(fields[11]) + Number(fields[12])) * TICK_MS
    } catch {
      // the process ended between the listing and the read
    }
  }
  return total
}

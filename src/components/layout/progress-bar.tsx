import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'

// Spec §9: starts after a 200 ms throttle, runs about 5 s, hides 500 ms after the end.
const THROTTLE_MS = 200
const DURATION_MS = 5000
const HIDE_DELAY_MS = 500

/** A thin bar at the top while a navigation loads. */
export function ProgressBar() {
  const loading = useRouterState({ select: (s) => s.status === 'pending' })
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => {
    clearTimeout(timer.current)
    if (loading) {
      timer.current = setTimeout(() => setPhase('running'), THROTTLE_MS)
    } else {
      setPhase((p) => (p === 'running' ? 'done' : p))
      timer.current = setTimeout(() => setPhase('idle'), HIDE_DELAY_MS)
    }
    return () => clearTimeout(timer.current)
  }, [loading])

  return (
    <div
      aria-hidden="true"
      data-phase={phase}
      className={css({
        position: 'fixed',
        top: 0,
        left: 0,
        h: '3px',
        zIndex: 50,
        bg: 'secondary',
        pointerEvents: 'none',
        w: '0',
        opacity: 0,
        '&[data-phase=running]': {
          w: '90%',
          opacity: 1,
          transition: `width ${DURATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1)`,
        },
        '&[data-phase=done]': { w: '100%', opacity: 1, transition: 'width 150ms ease-out' },
      })}
    />
  )
}

import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'

/** Tracks online/offline (spec §4) and says so while offline. */
export function ConnectivityBanner() {
  const [online, setOnline] = useState(true)
  useEffect(() => {
    const update = () => setOnline(navigator.onLine)
    update()
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [])
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p
          className={css({
            position: 'fixed',
            bottom: '4',
            left: '50%',
            transform: 'translateX(-50%)',
            zIndex: 40,
            bg: 'accent',
            color: 'white',
            px: '4',
            py: '2',
            borderRadius: 'md',
            boxShadow: 'md',
          })}
        >
          {m.layout_offline()}
        </p>
      )}
    </div>
  )
}

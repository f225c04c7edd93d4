// @ts-nocheck
import { useEffect, useRef, useState, type ReactNode } from 'react'

/** Renders its children once the placeholder nears the viewport: below-the-fold blocks load lazily. */
export function WhenVisible({ children, minHeight, id }: { children: ReactNode; minHeight: number; id?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || visible) return
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setVisible(true),
      { rootMargin: '300px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [visible])
  return (
    <div ref={ref} id={id} style={visible ? undefined : { minHeight }}>
      {visible ? children : null}
    </div>
  )
}

import { useEffect, useRef, useState, type ReactNode } from 'react'

interface View {
  x: number
  y: number
  k: number
}

/** Pan by dragging, zoom with the wheel (around the pointer) or the buttons; `fitKey` changes fit the chart anew. */
export function Viewport({
  width,
  height,
  fitKey,
  children,
}: {
  width: number
  height: number
  fitKey: string
  children: ReactNode
}) {
  const box = useRef<HTMLDivElement>(null)
  const [view, setView] = useState<View>({ x: 0, y: 0, k: 1 })
  const [dragging, setDragging] = useState(false)
  const drag = useRef<{ x: number; y: number; view: View; moved: boolean } | null>(null)
  const dragged = useRef(false)

  const fit = () => {
    const el = box.current
    if (!el || !width || !height) return
    const k = Math.min(1.2, (el.clientWidth - 20) / width, (el.clientHeight - 20) / height)
    setView({ k, x: (el.clientWidth - width * k) / 2, y: 10 })
  }
  useEffect(fit, [fitKey, width, height])

  useEffect(() => {
    const el = box.current
    if (!el) return
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      const rect = el.getBoundingClientRect()
      const px = event.clientX - rect.left
      const py = event.clientY - rect.top
      setView((v) => {
        const k = Math.min(4, Math.max(0.1, v.k * Math.exp(-event.deltaY * 0.0015)))
        return { k, x: px - ((px - v.x) * k) / v.k, y: py - ((py - v.y) * k) / v.k }
      })
    }
    el.addEventListener('wheel', onWheel, { passive: false })
    return () => el.removeEventListener('wheel', onWheel)
  }, [])

  const zoom = (factor: number) => {
    const el = box.current
    const cx = (el?.clientWidth ?? 0) / 2
    const cy = (el?.clientHeight ?? 0) / 2
    setView((v) => ({ k: v.k * factor, x: cx - (cx - v.x) * factor, y: cy - (cy - v.y) * factor }))
  }

  return (
    <>
      <div className="toolbar" role="toolbar" aria-label="Zoom">
        <button type="button" className="small" onClick={() => zoom(1 / 1.25)} aria-label="Zoom out">
          −
        </button>
        <button type="button" className="small" onClick={() => zoom(1.25)} aria-label="Zoom in">
          +
        </button>
        <button type="button" className="small" onClick={fit}>
          Fit
        </button>
        <span>{Math.round(view.k * 100)} %</span>
        <span>drag to pan, wheel to zoom, click a state for its transitions and rule</span>
      </div>
      <div
        ref={box}
        className={`viewport${dragging ? ' dragging' : ''}`}
        data-testid="chart-viewport"
        onPointerDown={(event) => {
          drag.current = { x: event.clientX, y: event.clientY, view, moved: false }
        }}
        onPointerMove={(event) => {
          const d = drag.current
          if (!d) return
          const dx = event.clientX - d.x
          const dy = event.clientY - d.y
          if (!d.moved && Math.hypot(dx, dy) < 4) return
          if (!d.moved) {
            d.moved = true
            setDragging(true)
            event.currentTarget.setPointerCapture(event.pointerId)
          }
          setView({ ...d.view, x: d.view.x + dx, y: d.view.y + dy })
        }}
        onPointerUp={() => {
          dragged.current = drag.current?.moved ?? false
          drag.current = null
          setDragging(false)
        }}
        onClickCapture={(event) => {
          // A drag is not a click on the state it ends over.
          if (dragged.current) event.stopPropagation()
          dragged.current = false
        }}
      >
        <div className="canvas" style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.k})` }}>
          {children}
        </div>
      </div>
    </>
  )
}

import { createRoot } from 'react-dom/client'
import { collectMachines } from '../core/machines'
import { ChartsPage } from './ChartsPage'
import { createLiveStore } from './live'

/** Every statechart module, found as the export script finds them (scripts/charts-machines.ts). */
const modules = import.meta.glob<Record<string, unknown>>('/src/machines/**/*.machine.ts', { eager: true })
const sources = import.meta.glob<string>('/src/machines/**/*.machine.ts', { query: '?raw', import: 'default' })

const machines = collectMachines(Object.entries(modules).map(([file, exports]) => [file.slice(1), exports] as const))
const readSource = (file: string) => sources[`/${file}`]?.() ?? Promise.resolve('')

createRoot(document.getElementById('charts-root')!).render(
  <ChartsPage machines={machines} readSource={readSource} live={createLiveStore()} />,
)

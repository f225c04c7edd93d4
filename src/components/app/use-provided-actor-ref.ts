import { useActorRef } from '@xstate/react'
import { useRef } from 'react'
import type { Actor, AnyActorLogic } from 'xstate'

/**
 * `useActorRef` for a machine given the component's services (`machine.provide(...)`). xstate's hook keeps the
 * machine of the first render only, and providing builds the whole chart anew (the shop's four statecharts took
 * about a millisecond a page on the server): it is built once, for the actor, not at every render of the component.
 */
export function useProvidedActorRef<TLogic extends AnyActorLogic>(
  provide: () => TLogic,
  ...options: RestOf<Parameters<typeof useActorRef<TLogic>>>
) {
  const logic = useRef<TLogic | null>(null)
  logic.current ??= provide()
  // The options are `useActorRef`'s own for this logic (the parameter's type); its conditional type cannot follow the spread.
  return (useActorRef as (logic: TLogic, ...rest: unknown[]) => Actor<TLogic>)(logic.current, ...options)
}

type RestOf<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never

import { createActorContext as browserActorContext, useSelector } from '@xstate/react'
import { createContext, createElement, useContext } from 'react'
import { createActor, type Actor, type ActorOptions, type AnyActorLogic, type InputFrom } from 'xstate'

type ActorContext<TLogic extends AnyActorLogic> = ReturnType<typeof browserActorContext<TLogic>>

/** What makes two renders' first snapshots equal; null: this input is not worth keeping. */
export type ServerKey<TLogic extends AnyActorLogic> = (input: InputFrom<TLogic> | undefined) => string | null

const ignore = () => {}

// Inputs are per visitor at most (a signed-in user, a consent cookie): bounded all the same.
const MAX_KEPT = 500

/**
 * @xstate/react's `createActorContext`, and on the server one never-started actor per logic and
 * input, shared by every render that gives the same input.
 *
 * On the server an actor is only read for its first snapshot: @xstate/react starts it in an
 * effect, and effects never run there, so no event is ever processed. Building that snapshot
 * (resolving the initial state's entry actions) was about 0.8 % of an uncached page's CPU per
 * provider, four providers on every page. In the browser nothing changes.
 */
export function createActorContext<TLogic extends AnyActorLogic>(
  logic: TLogic,
  serverKey: ServerKey<TLogic> = (input) => JSON.stringify(input ?? null),
): ActorContext<TLogic> {
  if (typeof window !== 'undefined') return browserActorContext(logic)
  return serverActorContext(logic, serverKey)
}

function serverActorContext<TLogic extends AnyActorLogic>(
  logic: TLogic,
  serverKey: ServerKey<TLogic>,
): ActorContext<TLogic> {
  const Context = createContext<Actor<TLogic> | null>(null)
  const kept = new WeakMap<AnyActorLogic, Map<string, Actor<TLogic>>>()

  function actorFor(provided: TLogic, options: ActorOptions<TLogic> | undefined): Actor<TLogic> {
    const key = options?.inspect ? null : serverKey(options?.input)
    if (key === null) return createActor(provided, options)
    let actors = kept.get(provided)
    if (!actors) kept.set(provided, (actors = new Map()))
    let actor = actors.get(key)
    if (!actor) {
      if (actors.size >= MAX_KEPT) actors.clear()
      actor = createActor(provided, options)
      // Shared by every render: an event sent during one would wait in the queue of an actor that
      // never starts, for ever and in no page. On the server an event changes nothing anyway.
      actor.send = ignore
      actors.set(key, actor)
    }
    return actor
  }

  const Provider: ActorContext<TLogic>['Provider'] = ({ children, logic: provided = logic, options }) =>
    createElement(Context.Provider, { value: actorFor(provided, options) }, children)

  function useActorRef(): Actor<TLogic> {
    const actor = useContext(Context)
    if (!actor) throw new Error('An actor hook was used outside its <Provider>.')
    return actor
  }

  const useContextSelector: ActorContext<TLogic>['useSelector'] = (selector, compare) =>
    useSelector(useActorRef(), selector, compare)
  return { Provider, useActorRef, useSelector: useContextSelector }
}

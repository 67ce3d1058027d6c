import { useCallback, useReducer, useRef } from 'react';
import { useMutation, type DefaultError, type MutateOptions, type UseMutationOptions } from '@tanstack/react-query';

/**
 * `useMutation` for a learner's action (start, submit, finish, enrol): `run` ignores a
 * second call while one is on its way, so a double click sends one request (`isPending`
 * only shows a render later, too late for the second click). `isPending` is the busy
 * state and `variables` what is running; the options' callbacks are awaited before it ends,
 * and a call's own callbacks (as `mutate` takes them) run after, while the caller is mounted.
 */
export function useSingleFlightMutation<TData, TVariables>(options: UseMutationOptions<TData, DefaultError, TVariables>) {
  const mutation = useMutation(options);
  const inFlight = useRef(false);
  // TanStack tells React of a new state on its next tick; rendering now shows the busy state at once.
  const [, render] = useReducer((n: number) => n + 1, 0);
  const { mutate } = mutation;
  const run = useCallback(
    (variables: TVariables, callbacks: MutateOptions<TData, DefaultError, TVariables> = {}) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutate(variables, {
        ...callbacks,
        onSettled: (...settled) => {
          inFlight.current = false;
          callbacks.onSettled?.(...settled);
        },
      });
      render();
    },
    [mutate],
  );
  return { ...mutation, run };
}

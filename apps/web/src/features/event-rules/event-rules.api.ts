import type { EventRule } from '@argus/contract/mediaserver';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SystemScope, systemKey, useSystemScope } from '../../app/scope/system-scope.ts';
import { eventRulesEndpoints } from '../../lib/endpoints.ts';

export const eventRulesKeys = {
  list: (systemId: string) => systemKey(systemId, 'eventRules', 'list'),
};

function eventRulesQuery(scope: SystemScope) {
  return queryOptions({
    queryKey: eventRulesKeys.list(scope.systemId),
    queryFn: () => scope.client.call(eventRulesEndpoints.list, { query: {} }),
    staleTime: 5_000,
  });
}

/** Every event rule of the system (administrators only: others pass `enabled` false). */
export function useEventRules(enabled = true) {
  return useQuery({ ...eventRulesQuery(useSystemScope()), enabled });
}

/** A rule as sent back: what the editor and the list's switch save (an absent id creates the rule). */
export type EventRuleDraft = Omit<EventRule, 'id'> & { id?: string };

/** Saves a rule; the saved one replaces its old self in the list at once, then the list is read again. */
export function useSaveEventRule() {
  const { client, systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventRuleDraft) => client.call(eventRulesEndpoints.save, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData<EventRule[]>(eventRulesKeys.list(systemId), (rules) =>
        rules?.some((r) => r.id === saved.id)
          ? rules.map((r) => (r.id === saved.id ? saved : r))
          : [...(rules ?? []), saved],
      );
      return queryClient.invalidateQueries({ queryKey: eventRulesKeys.list(systemId) });
    },
  });
}

export function useRemoveEventRule() {
  const { client, systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.call(eventRulesEndpoints.remove, { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventRulesKeys.list(systemId) }),
  });
}

/** Replaces every rule with the defaults of a new system; the reply is the new list. */
export function useResetEventRules() {
  const { client, systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call(eventRulesEndpoints.resetDefaults),
    onSuccess: (rules) => queryClient.setQueryData(eventRulesKeys.list(systemId), rules),
  });
}

/** Runs a rule's action once (e-mail, HTTP request) and answers whether it worked. */
export function useTestEventAction() {
  const { client } = useSystemScope();
  return useMutation({
    mutationFn: (body: EventRuleDraft) => client.call(eventRulesEndpoints.testAction, { body }),
  });
}

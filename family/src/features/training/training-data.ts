import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { unwrap } from '../../data/query-client.ts';
import type { components } from '../../api/openapi.d.ts';

export type TrainingPath = components['schemas']['TrainingPath'];
export type TrainingModule = TrainingPath['modules'][number];

export const TRAINING_PATH_KEY = ['training-path'] as const;

/** The signed-in tutor's path, as the server recorded their progress. */
export function useTrainingPath() {
  return useQuery({ queryKey: TRAINING_PATH_KEY, queryFn: () => unwrap(api.GET('/training-path', {})) as Promise<TrainingPath> });
}

/** After a module changed: the page and the home card read the path again. */
export function useRefreshTrainingPath() {
  const queryClient = useQueryClient();
  return (path?: TrainingPath) => (path ? queryClient.setQueryData(TRAINING_PATH_KEY, path) : queryClient.invalidateQueries({ queryKey: TRAINING_PATH_KEY }));
}

import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      gcTime: 24 * 60 * 60 * 1000,
      networkMode: 'offlineFirst',
      retry: (failures, error) => !(isApiError(error) && error.status !== undefined) && failures < 1,
      refetchOnWindowFocus: false,
    },
    mutations: { networkMode: 'online', retry: false },
  },
});

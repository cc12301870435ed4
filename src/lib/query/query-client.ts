import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      gcTime: 24 * 60 * 60 * 1000,
      networkMode: 'offlineFirst',
      // A network failure is tried twice more (a request sent just as the connection returns can still
      // fail); an answer from the server is final.
      retry: (failures, error) => !(isApiError(error) && error.status !== undefined) && failures < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { networkMode: 'online', retry: false },
  },
});

// TanStack Query starts out believing it is online and learns otherwise only from an 'offline' event,
// which a page opened without a connection never gets: its queries then fail instead of waiting, and
// the 'online' event changes nothing. Starting from what the browser says makes a cold offline start
// behave like going offline mid-session: queries wait (paused) and run when the connection returns
// (decision 0033: the write page learns of the day's entry then).
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

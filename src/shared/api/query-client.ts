import { QueryClient } from '@tanstack/react-query';

/**
 * The interceptor already shows every failure once, so queries do not retry (a retry would show
 * the message again) and do not refetch on focus (the back office polls where it needs to).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataAlert, type WatchedQuery } from './data-alert';

interface DashboardQueryProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'isFetching' | 'refetch'>;
  /** Other requests the content also reads: their failures are reported here too. */
  also?: WatchedQuery[];
  /** What stands in while the first answer is on its way. */
  loading?: ReactNode;
  /** The failure text when nothing was ever loaded (default: 'Failed to load data'). */
  failedText?: string;
  children: (data: T) => ReactNode;
}

/** A dashboard block that reads a query: loading, then the content, falling back to the cached copy on failure. */
export function DashboardQuery<T>({ query, also = [], loading, failedText, children }: DashboardQueryProps<T>) {
  if (query.data === undefined) {
    return query.isError ? (
      <DataAlert queries={[query]} failedText={failedText} />
    ) : (
      (loading ?? <Skeleton h={160} radius="md" aria-hidden />)
    );
  }
  return (
    <Stack gap="md">
      <DataAlert queries={[query, ...also]} failedText={failedText} />
      {children(query.data)}
    </Stack>
  );
}

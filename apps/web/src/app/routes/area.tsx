import type { RouteObject } from 'react-router';
import { AreaErrorBoundary } from '../error-screen';
import { lazyPage } from '../lazy-page';

/** A pathless route whose error boundary keeps a failing page inside its area's layout. */
export const area = (children: RouteObject[]): RouteObject[] => [{ element: <AreaErrorBoundary />, children }];

export const NotFoundPage = lazyPage(() => import('@/features/public/not-found-page'), 'NotFoundPage');

import type { ErrorCode } from '@academy/shared';
import { notFound } from '../../lib/errors';

// 'teacher_not_found' is not yet in the shared ERROR_CODES union (packages/shared/src/errors.ts): the cast
// goes when the code is added there.
export const teacherNotFound = () => notFound('Teacher not found.', 'teacher_not_found' as ErrorCode);

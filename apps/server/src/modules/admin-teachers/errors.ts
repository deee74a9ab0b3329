import { notFound } from '../../lib/errors';

export const teacherNotFound = () => notFound('Teacher not found.', 'teacher_not_found');

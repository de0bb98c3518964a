import type { Course, CourseList } from '@hub/contract/courses/course.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pageQuery } from '../../../lib/queries.ts';
import { courseKeys } from './course-keys.ts';

export const COURSES_PAGE_SIZE = 9;

/** /courses: the active courses, newest first. */
const coursesQuery = (page: number) =>
  pageQuery<CourseList>([...courseKeys.listed, 'list'], '/courses', { page, pageSize: COURSES_PAGE_SIZE });
export const useCourses = (page: number) => useQuery(coursesQuery(page));

/** /courses/{courseId}: one active course, for the details dialog. */
export const useCourse = (id: string | undefined) =>
  useQuery({
    queryKey: courseKeys.one(id),
    queryFn: () => api.get<Course>(`/courses/${id}`),
    enabled: Boolean(id),
  });

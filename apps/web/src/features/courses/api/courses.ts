import type { Course, CourseList } from '@hub/contract/courses/course.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import { courseKeys } from './course-keys.ts';

export const COURSES_PAGE_SIZE = 9;

/** /courses: the active courses, newest first. */
const coursesQuery = (page: number) =>
  queryOptions({
    queryKey: courseKeys.list(page),
    queryFn: () => api.get<CourseList>(`/courses${toQuery({ page, pageSize: COURSES_PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
  });
export const useCourses = (page: number) => useQuery(coursesQuery(page));

/** /courses/{courseId}: one active course, for the details dialog. */
export const useCourse = (id: string | undefined) =>
  useQuery({
    queryKey: courseKeys.one(id),
    queryFn: () => api.get<Course>(`/courses/${id}`),
    enabled: Boolean(id),
  });

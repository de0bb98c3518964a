import type {
  AdminCourse,
  AdminCourseList,
  CourseInput,
  CourseNotifyCount,
} from '@hub/contract/courses/course.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pageQuery, useChange, useDeleteRow } from '../../../lib/queries.ts';
import { communityStatsKey } from '../../../lib/query-keys.ts';
import { courseKeys } from './course-keys.ts';

export const ADMIN_COURSES_PAGE_SIZE = 20;

const adminCoursesQuery = (page: number) =>
  pageQuery<AdminCourseList>([...courseKeys.admin, 'list'], '/admin/courses', {
    page,
    pageSize: ADMIN_COURSES_PAGE_SIZE,
  });
export const useAdminCourses = (page: number) => useQuery(adminCoursesQuery(page));

/** How many residents asked to hear when courses open. */
const courseNotifyCountQuery = queryOptions({
  queryKey: [...courseKeys.admin, 'notify-count'],
  queryFn: () => api.get<CourseNotifyCount>('/admin/courses/notify-count'),
});
export const useCourseNotifyCount = () => useQuery(courseNotifyCountQuery);

/** After a change: the dashboard's list, the residents' courses and the home page's counts. */
const REFRESHED = [courseKeys.admin, courseKeys.listed, communityStatsKey];

export const useCreateCourse = () =>
  useChange((course: CourseInput) => api.post<AdminCourse>('/admin/courses', course), REFRESHED);

export const useDeleteCourse = () => useDeleteRow('/admin/courses', REFRESHED);

import type {
  AdminCourse,
  AdminCourseList,
  CourseInput,
  CourseNotifyCount,
} from '@hub/contract/courses/course.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import { communityStatsKey } from '../../home/api/get-community-stats.ts';
import { courseKeys } from './course-keys.ts';

export const ADMIN_COURSES_PAGE_SIZE = 20;

export const adminCoursesQuery = (page: number) =>
  queryOptions({
    queryKey: [...courseKeys.admin, 'list', { page }],
    queryFn: () =>
      api.get<AdminCourseList>(`/admin/courses${toQuery({ page, pageSize: ADMIN_COURSES_PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
  });
export const useAdminCourses = (page: number) => useQuery(adminCoursesQuery(page));

/** How many residents asked to hear when courses open. */
export const courseNotifyCountQuery = queryOptions({
  queryKey: [...courseKeys.admin, 'notify-count'],
  queryFn: () => api.get<CourseNotifyCount>('/admin/courses/notify-count'),
});
export const useCourseNotifyCount = () => useQuery(courseNotifyCountQuery);

/** After a change: the dashboard's list, the residents' courses and the home page's counts. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [courseKeys.admin, courseKeys.listed, communityStatsKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateCourse() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (course: CourseInput) => api.post<AdminCourse>('/admin/courses', course),
    onSuccess: refresh,
  });
}

export function useDeleteCourse() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/admin/courses/${id}`),
    onSuccess: refresh,
  });
}

import type { CourseNotifyReceipt, CourseNotifyStatus } from '@hub/contract/courses/course.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { courseKeys } from './course-keys.ts';

/** Whether the signed-in member already asked to hear when courses open. */
const courseNotifyStatusQuery = queryOptions({
  queryKey: courseKeys.notify,
  queryFn: () => api.get<CourseNotifyStatus>('/courses/notify'),
});
export const useCourseNotifyStatus = () => useQuery(courseNotifyStatusQuery);

/** Records the request; asking again answers isAlreadyRequested instead of failing. */
export function useRequestCourseNotify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CourseNotifyReceipt>('/courses/notify'),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courseKeys.notify }),
        queryClient.invalidateQueries({ queryKey: courseKeys.admin }),
      ]),
  });
}

import type { CreateAccessRequest } from '@hub/contract/access-requests/access-request.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const requestAccess = (input: CreateAccessRequest) =>
  api.post<{ id: string }>('/access-requests', input);
export const useRequestAccess = () => useMutation({ mutationFn: requestAccess });

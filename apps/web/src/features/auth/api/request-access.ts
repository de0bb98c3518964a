import type {
  AccessRequestReceived,
  CreateAccessRequest,
} from '@hub/contract/access-requests/access-request.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The server answers every request alike (an address that already has access is told by mail instead). */
const requestAccess = (input: CreateAccessRequest) =>
  api.post<AccessRequestReceived>('/access-requests', input);
export const useRequestAccess = () => useMutation({ mutationFn: requestAccess });

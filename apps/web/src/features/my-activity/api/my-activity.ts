import { useQuery } from '@tanstack/react-query';
import { myActivityQuery } from './my-activity-keys.ts';

export const useMyActivity = () => useQuery(myActivityQuery);

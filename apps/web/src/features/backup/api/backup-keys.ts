/** The dashboard's backups: the list and the schedule. */
export const backupsKey = ['admin', 'backups'] as const;

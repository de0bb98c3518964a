import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Feature } from '../../lib/feature.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import { fileDownloadRoutes, filesMemberRoutes } from './files.routes.ts';

export { databaseStorage, localStorage } from './file-storage.ts';
export { MULTIPART_FIELD_BYTES } from './multipart-fields.ts';
export { uploadRateLimit } from './upload-limits.ts';

/** Stored files: members upload them; a download takes a session or a signed link. */
export const filesFeature: Feature<{
  config: Config;
  db: Database;
  storage: FileStorage;
  stagingDir: string;
}> = {
  public: (api, { db, storage }) => api.register(fileDownloadRoutes, { prefix: '/files', db, storage }),
  member: (members, { config, db, storage, stagingDir }) =>
    members.register(filesMemberRoutes, {
      prefix: '/files',
      db,
      storage,
      stagingDir,
      quotaBytes: config.uploadQuotaBytes,
    }),
};

export {
  changeDetachingFiles,
  deferRemovals,
  deleteFile,
  discardStaged,
  fileOwnerEditor,
  findFile,
  saveStaged,
  sendStoredFile,
  shareWithMembers,
  stageCopy,
  stageUpload,
  withdrawFromMembers,
  type StagedFile,
} from './files.service.ts';
export { cvFormRoute, formInput, readFieldsAndCv, usingForm } from './multipart-fields.ts';
export { files } from './files.table.ts';
export { clearStaging } from './files.service.ts';
export { sweepFiles } from './files-sweeper.ts';

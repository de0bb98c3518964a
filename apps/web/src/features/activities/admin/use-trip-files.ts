import { useState } from 'react';
import { ACTIVITY_FILES, rejectActivityFile } from './file-rules.ts';

type TripFile = 'image' | 'document';

/**
 * A trip form's two optional files and their errors; `field(kind)` gives a FileField everything it needs (the
 * types, the size, the value and the error, and the 'too large' toast when a file is refused).
 */
export function useTripFiles() {
  const [files, setFiles] = useState<Record<TripFile, File | null>>({ image: null, document: null });
  const [errors, setErrors] = useState<Partial<Record<TripFile, string>>>({});
  return {
    image: files.image,
    document: files.document,
    reset: () => {
      setFiles({ image: null, document: null });
      setErrors({});
    },
    field: (kind: TripFile) => ({
      accept: [...ACTIVITY_FILES[kind].accept],
      maxMegabytes: ACTIVITY_FILES[kind].maxMegabytes,
      value: files[kind],
      error: errors[kind],
      onChange: (file: File | null) => {
        setFiles((current) => ({ ...current, [kind]: file }));
        setErrors((current) => ({ ...current, [kind]: undefined }));
      },
      onReject: (message: string) =>
        setErrors((current) => ({ ...current, [kind]: rejectActivityFile(kind, message) })),
    }),
  };
}

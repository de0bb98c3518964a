import { useState } from 'react';

/**
 * The file chosen in a FileField and the message under it. Choosing again clears the message; a refused file
 * shows why. `field` is what the FileField takes: `<FileField label="CV File" {...cv.field} />`.
 */
export function useFileChoice() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    file,
    setError,
    reset: () => {
      setFile(null);
      setError(null);
    },
    field: {
      value: file,
      error,
      onChange: (chosen: File | null) => {
        setFile(chosen);
        setError(null);
      },
      onReject: setError,
    },
  };
}

export type FileChoice = ReturnType<typeof useFileChoice>;

import { useEffect, useState } from 'react';
import { consoleFileState, useServerAnswers } from '../../features/system/console-files.api.ts';
import { diagnosePageLoad, type PageLoadProblem } from './page-load-diagnosis.ts';

/** Why `error` happened, once known (null while the server and the file are being asked). */
export function usePageLoadDiagnosis(error: unknown): PageLoadProblem | null {
  const serverAnswers = useServerAnswers();
  const [problem, setProblem] = useState<PageLoadProblem | null>(null);
  useEffect(() => {
    let current = true;
    setProblem(null);
    void diagnosePageLoad(error, { serverAnswers, consoleFile: consoleFileState }).then((found) => {
      if (current) setProblem(found);
    });
    return () => {
      current = false;
    };
  }, [error, serverAnswers]);
  return problem;
}

/**
 * The part Fotos & Videos' Metadaten entfernen (issue 53, item 7): which originals in photos/ and
 * audio/ give a person away (read with the part, and again after each save or Rückgängig), and the
 * cleaning of one, whose answer goes to the status line (or above the part, when refused).
 */
import { useEffect, useState } from 'react';
import type { MetadataFinding } from '../editor/mediaApi';
import type { MediaCalls } from './mediaCalls';

export interface Metadata {
  /** The finding for `file` in `folder`, if it gives a person away. */
  of(folder: MetadataFinding['folder'], file: string): MetadataFinding | undefined;
  findings: MetadataFinding[];
  /** While one file is cleaned. */
  cleaning: boolean;
  clean(finding: MetadataFinding): void;
}

interface MetadataOptions {
  /** Changes whenever media.ts or the folders may have changed: the findings are read again. */
  version: string;
  refresh: number;
  onStatus(text: string): void;
  onSaved(): void;
  onRefused(message: string): void;
}

export function useMetadata(api: MediaCalls, { version, refresh, onStatus, onSaved, onRefused }: MetadataOptions): Metadata {
  const [findings, setFindings] = useState<MetadataFinding[]>([]);
  const [cleaning, setCleaning] = useState(false);
  const [cleaned, setCleaned] = useState(0);

  useEffect(() => {
    let current = true;
    void api.metadata().then((answer) => {
      // A server that cannot say leaves the marks as they were: the build's check names the files too.
      if (current && Array.isArray(answer)) setFindings(answer);
    });
    return () => {
      current = false;
    };
  }, [version, refresh, cleaned]);

  async function clean({ folder, file }: MetadataFinding): Promise<void> {
    setCleaning(true);
    const answer = await api.cleanMetadata({ folder, file });
    setCleaning(false);
    if (answer.status !== 'cleaned') return onRefused(answer.message);
    onStatus([answer.message, answer.historyProblem].filter(Boolean).join(' '));
    setCleaned((count) => count + 1);
    onSaved();
  }

  return {
    findings,
    cleaning,
    of: (folder, file) => findings.find((finding) => finding.folder === folder && finding.file === file),
    clean: (finding) => void clean(finding),
  };
}

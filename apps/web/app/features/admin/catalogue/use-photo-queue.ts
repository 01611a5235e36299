import type { AdminProduct } from '@atelier/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadFailureMessage, uploadPhoto } from './catalogue-api';
import { moveItem, type PhotoProblem, sortOutPhotos } from './photo-files';

/** A chosen photograph on its way to the server. */
export interface QueuedPhoto {
  key: string;
  file: File;
  /** An object URL of the file, for the preview. */
  preview: string;
  alt_pl: string;
  alt_en: string;
  state: 'waiting' | 'uploading' | 'processing' | 'done' | 'failed';
  /** 0–1 of the bytes sent. */
  sent: number;
  error?: string;
}

export interface QueueResult {
  uploaded: number;
  failed: QueuedPhoto[];
  /** The product as the last successful upload returned it. */
  product: AdminProduct | null;
}

let counter = 0;

/**
 * Photographs chosen but not yet on the server: previews, alt texts, order, and one upload at a time (in
 * the list's order, so it becomes the photographs' order) with progress. The list lives in a ref as well
 * as in state, so an upload running in a loop always sees files added meanwhile.
 */
export function usePhotoQueue(uploadFailed: string) {
  const listRef = useRef<QueuedPhoto[]>([]);
  const [items, setItems] = useState<QueuedPhoto[]>([]);
  const running = useRef<Promise<QueueResult> | null>(null);

  const commit = useCallback((next: QueuedPhoto[]) => {
    listRef.current = next;
    setItems(next);
  }, []);
  const patch = useCallback(
    (key: string, change: Partial<QueuedPhoto>) =>
      commit(listRef.current.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [commit],
  );

  // Previews are object URLs: give them back when the form goes away.
  useEffect(
    () => () => {
      for (const item of listRef.current) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  /** Adds files after the checks of photo-files.ts; returns those refused, with why. */
  const add = useCallback(
    (files: File[], already: number): { file: File; problem: PhotoProblem }[] => {
      const waiting = listRef.current.filter((item) => item.state !== 'done').length;
      const { accepted, refused } = sortOutPhotos(files, already + waiting);
      if (accepted.length) {
        commit([
          ...listRef.current,
          ...accepted.map((file) => {
            counter += 1;
            return {
              key: `photo-${counter}`,
              file,
              preview: URL.createObjectURL(file),
              alt_pl: '',
              alt_en: '',
              state: 'waiting' as const,
              sent: 0,
            };
          }),
        ]);
      }
      return refused;
    },
    [commit],
  );

  const remove = useCallback(
    (key: string) => {
      const item = listRef.current.find((i) => i.key === key);
      if (!item || item.state === 'uploading' || item.state === 'processing') return;
      URL.revokeObjectURL(item.preview);
      commit(listRef.current.filter((i) => i.key !== key));
    },
    [commit],
  );

  const move = useCallback(
    (key: string, by: number) => {
      const from = listRef.current.findIndex((i) => i.key === key);
      commit(moveItem(listRef.current, from, from + by));
    },
    [commit],
  );

  const setAlt = useCallback(
    (key: string, language: 'pl' | 'en', value: string) => patch(key, { [`alt_${language}`]: value }),
    [patch],
  );

  /**
   * Sends every waiting photograph (failed ones too when `retryFailed`), one after another, to the
   * product. `onUploaded` gets the product after each one. A call while a run is going joins that run.
   */
  const upload = useCallback(
    (
      productId: number,
      onUploaded?: (product: AdminProduct) => void,
      variantId: number | null = null,
    ): Promise<QueueResult> => {
      if (running.current) return running.current;
      const run = (async () => {
        const result: QueueResult = { uploaded: 0, failed: [], product: null };
        for (;;) {
          const next = listRef.current.find((item) => item.state === 'waiting');
          if (!next) break;
          patch(next.key, { state: 'uploading', sent: 0, error: undefined });
          try {
            const saved = await uploadPhoto(
              productId,
              next.file,
              { pl: next.alt_pl, en: next.alt_en },
              ({ sent }) => patch(next.key, sent >= 1 ? { state: 'processing', sent: 1 } : { sent }),
              variantId,
            );
            result.uploaded += 1;
            result.product = saved.data;
            URL.revokeObjectURL(next.preview);
            commit(listRef.current.filter((item) => item.key !== next.key));
            onUploaded?.(saved.data);
          } catch (error) {
            const failed = { state: 'failed' as const, error: uploadFailureMessage(error, uploadFailed) };
            patch(next.key, failed);
            result.failed.push({ ...next, ...failed });
          }
        }
        return result;
      })();
      running.current = run;
      void run.finally(() => {
        running.current = null;
      });
      return run;
    },
    [commit, patch, uploadFailed],
  );

  const retry = useCallback((key: string) => patch(key, { state: 'waiting', error: undefined, sent: 0 }), [patch]);

  return { items, add, remove, move, setAlt, upload, retry };
}

export type PhotoQueue = ReturnType<typeof usePhotoQueue>;

import type { TFunction } from 'i18next';
import type { TaskProgress } from '@schemas/taskConstants';
import { currentLanguage } from '@/providers/i18n';

/** Seconds as the time left reads: 9 秒, 2 分 5 秒, 1 小时 3 分. */
export function durationText(seconds: number, t: TFunction): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return t('importExport.progress.seconds', { s });
  if (s < 3600) return t('importExport.progress.minutes', { m: Math.floor(s / 60), s: s % 60 });
  return t('importExport.progress.hours', { h: Math.floor(s / 3600), m: Math.floor((s % 3600) / 60) });
}

/** Whole percent of rows done, never 100 before the last row (the bar ends when the task does). */
export const percentOf = (progress: TaskProgress): number =>
  progress.total && progress.total > 0 ? Math.min(progress.done >= progress.total ? 100 : 99, Math.floor((progress.done * 100) / progress.total)) : 0;

/** The progress in a few characters (the 导入/导出 menu): 45%, or 排队中 before a total is known. */
export function shortProgressText(progress: TaskProgress, t: TFunction): string {
  if (progress.phase === 'waiting') return t('importExport.progress.waiting');
  return progress.total === null ? t('importExport.progress.reading', { done: progress.done.toLocaleString(currentLanguage()) }) : `${percentOf(progress)}%`;
}

/** What the bar says in words: rows done of the total, the rate, the time left (also its accessible value). */
export function progressText(progress: TaskProgress, t: TFunction): string {
  const n = (value: number) => value.toLocaleString(currentLanguage());
  if (progress.phase === 'waiting') return t('importExport.progress.waiting');
  const parts =
    progress.phase === 'reading' || progress.total === null
      ? [t('importExport.progress.reading', { done: n(progress.done) })]
      : [t('importExport.progress.rows', { done: n(progress.done), total: n(progress.total) })];
  if (progress.rowsPerSecond) parts.push(t('importExport.progress.rate', { rate: n(progress.rowsPerSecond) }));
  if (progress.phase === 'writing') {
    parts.push(progress.secondsLeft === null ? t('importExport.progress.estimating') : t('importExport.progress.left', { time: durationText(progress.secondsLeft, t) }));
  }
  return parts.join(' · ');
}

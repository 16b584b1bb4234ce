import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskProgress } from '@schemas/taskConstants';
import { percentOf, progressText } from './progressText';
import './taskProgress.css';

/**
 * A running task's progress (the engine's 'progress' value): a bar of rows done of the total with the rate and
 * the time left below it; while queued or reading a file whose size is not known yet, the words alone. Named
 * and valued for assistive technology (role progressbar, aria-valuenow and aria-valuetext).
 */
export default function TaskProgressBar({ progress }: { progress: TaskProgress }) {
  const { t } = useTranslation();
  const label = t('importExport.progress.label');
  const text = progressText(progress, t);
  if (progress.phase !== 'writing' || progress.total === null) {
    return (
      <div className="task-progress" role="progressbar" aria-label={label} aria-valuetext={text} data-testid="task-progress">
        <span className="task-progress-meta">{text}</span>
      </div>
    );
  }
  const percent = percentOf(progress);
  return (
    <div className="task-progress" data-testid="task-progress">
      <Progress percent={percent} size="small" status="active" aria-label={label} aria-valuetext={`${percent}% · ${text}`} />
      <span className="task-progress-meta">{text}</span>
    </div>
  );
}

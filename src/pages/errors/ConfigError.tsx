import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { i18n } from '@/providers/i18n';

/** Shown when the server's run-time configuration cannot be read (nothing else can work without it). */
export function ConfigError({ error }: { error: Error }) {
  return (
    <div className="standalone-page">
      <Result
        status="warning"
        title={i18n.t('app.configFailed')}
        subTitle={`${i18n.t('app.configFailedHint')} (${error.message})`}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {i18n.t('app.retry')}
          </Button>
        }
      />
    </div>
  );
}

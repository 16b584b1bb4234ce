import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/shell/usePageTitle';

type Status = '401' | '403' | '404' | '500';

const KEYS: Record<Status, [string, string]> = {
  '401': ['errors.unauthorizedTitle', 'errors.unauthorized'],
  '403': ['errors.forbiddenTitle', 'errors.forbidden'],
  '404': ['errors.notFoundTitle', 'errors.notFound'],
  '500': ['errors.serverTitle', 'errors.server'],
};

/** The error pages of docs/product.md#public-routes: inside the shell for unknown paths, standalone at /404 etc. */
export function ErrorPage({ status, standalone = false }: { status: Status; standalone?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [title, subTitle] = KEYS[status];
  // Inside the shell the page title is the tab's (the shell sets it); a standalone error page sets its own.
  usePageTitle(t(title), standalone);
  const result = (
    <Result
      status={status === '401' ? '403' : status}
      title={t(title)}
      subTitle={t(subTitle)}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('buttons.backHome')}
        </Button>
      }
    />
  );
  return standalone ? <div className="standalone-page">{result}</div> : result;
}

export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  return <ErrorPage status="404" standalone={standalone} />;
}

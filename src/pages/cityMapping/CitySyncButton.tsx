import { useState } from 'react';
import { Button } from '@/engine/named/Button';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl } from '@resources/define';
import { CitySyncDialog } from './CitySyncDialog';

/** The 商旅数据同步 button of the city mapping list and its dialog. */
export default function CitySyncButton({ resource, onChanged }: { resource: ResourceDecl; onChanged: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<SyncOutlined />} onClick={() => setOpen(true)} data-testid="city-sync" data-opens-dialog="cityMapping.sync">
        {t('cityMapping.sync')}
      </Button>
      {open ? <CitySyncDialog resource={resource} onClose={() => setOpen(false)} onSynced={onChanged} /> : null}
    </>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { Select } from 'antd';
import { CellError } from './CellError';
import { useDataProvider } from '@refinedev/core';
import type { InlineEditDecl, ResourceDecl } from '@resources/define';
import type { EditExit } from './InlineEditor';
import { endpointCall } from '../actions/endpointCall';
import { dynamic, scopeOf } from '../dynamic';

type Row = Record<string, unknown>;
type Choices = NonNullable<InlineEditDecl<Row>['options']>;

interface Props {
  resource: ResourceDecl;
  row: Row;
  choices: Choices;
  label: string;
  error?: string;
  onCommit: (value: unknown, exit: EditExit) => Promise<boolean>;
  onCancel: () => void;
}

/**
 * A cell whose value is chosen among records (docs/screens.md#inline-editing-and-the-keyboard-grid): typing searches,
 * the arrows and Enter choose and save, Esc on the closed list puts the value back, Tab moves on unchanged.
 */
export function SelectEditor({ resource, row, choices, label, error, onCommit, onCancel }: Props) {
  const dataProvider = useDataProvider()();
  const [options, setOptions] = useState<{ value: unknown; label: string }[]>([]);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(true);
  const done = useRef(false);
  const errorId = useId();

  const load = async (text: string) => {
    setLoading(true);
    try {
      const { url } = endpointCall(resource, choices.endpoint, row);
      const query = {
        current: 1,
        size: 20,
        ...dynamic(choices.query, `${resource.name}.inline.options.query`, [row], scopeOf(row)),
        ...(choices.search && text ? { [choices.search]: text } : {}),
      };
      const { data } = await dataProvider.custom!<{ records?: Row[] } | Row[]>({ url, method: 'get', query, meta: {} });
      const records = Array.isArray(data) ? data : (data?.records ?? []);
      setOptions(records.map((r) => ({ value: r[choices.value], label: String(r[choices.label] ?? '') })));
    } catch {
      // The http client showed why; the list stays as it was.
    } finally {
      setLoading(false);
    }
  };
  useEffect(() => {
    void load('');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first choices once, when the editor opens; typing searches again
  }, []);

  const commit = async (value: unknown, exit: EditExit) => {
    if (done.current) return;
    done.current = true;
    if (!(await onCommit(value, exit))) done.current = false;
  };

  return (
    <div className="inline-editor" onKeyDown={(e) => e.stopPropagation()}>
      <Select
        autoFocus
        showSearch
        size="small"
        open={open}
        onOpenChange={setOpen}
        filterOption={false}
        loading={loading}
        value={row[choices.current] as never}
        options={options as never}
        onSearch={(text) => void load(text)}
        onSelect={(value: unknown) => void commit(value, 'down')}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && !open) {
            e.preventDefault();
            done.current = true;
            onCancel();
          } else if (e.key === 'Tab') {
            e.preventDefault();
            void commit(row[choices.current], e.shiftKey ? 'prev' : 'next');
          }
        }}
        onBlur={() => void commit(row[choices.current], 'stay')}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        status={error ? 'error' : undefined}
        popupMatchSelectWidth={false}
        className="inline-select"
        data-testid="inline-select"
      />
      <CellError error={error} id={errorId} />
    </div>
  );
}

import { useRef, type KeyboardEvent } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { weekdays, type Weekday } from '@binome/schema';
import { gridDays, GRID_START_TIMES, isChosen, isLocked, neighbourCell, toggleSlot, type Slot } from './availability-grid.ts';
import { slotsOf } from './display.ts';
import { formatTime } from './format.ts';

export interface AvailabilityEditorProps {
  value?: unknown;
  onChange?: (slots: Slot[]) => void;
  /** Saturday and Sunday columns too (the record's weekend availability is on). */
  weekend?: boolean;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

/**
 * The weekly grid of section 9: a row per 30-minute start time, a column per day; each cell is a toggle button
 * for the one-hour slot starting there, named for screen readers ("Lundi 08:00"). Tab reaches every cell; the
 * arrow keys, Home and End move between cells as in a spreadsheet. Times are shown in the viewer's zone; the
 * stored slots stay in Paris time. A slot already given to a session cannot be removed here.
 */
export function AvailabilityEditor({ value, onChange, weekend = false, id, disabled = false, ...aria }: AvailabilityEditorProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const table = useRef<HTMLTableElement>(null);
  const slots = slotsOf(value);
  const days = gridDays(weekend);
  const dayName = (day: Weekday) => t(weekdays.labelKey(day));

  const move = (event: KeyboardEvent<HTMLButtonElement>, row: number, column: number) => {
    const next = neighbourCell({ row, column }, event.key, { rows: GRID_START_TIMES.length, columns: days.length });
    if (!next) return;
    event.preventDefault();
    table.current?.querySelector<HTMLButtonElement>(`button[data-row="${next.row}"][data-column="${next.column}"]`)?.focus();
  };

  const cell = { padding: 2, textAlign: 'center' as const };
  return (
    <div id={id} role="group" aria-label={aria['aria-label']} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <table ref={table} style={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <td />
            {days.map((day) => (
              <th key={day} scope="col" style={{ ...cell, fontWeight: 500, minWidth: 56 }}>
                {dayName(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {GRID_START_TIMES.map((startTime, row) => (
            <tr key={startTime}>
              <th scope="row" style={{ ...cell, fontWeight: 400, paddingInlineEnd: 8, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatTime(startTime)}
              </th>
              {days.map((day, column) => {
                const chosen = isChosen(slots, day, startTime);
                const locked = disabled || isLocked(slots, day, startTime);
                return (
                  <td key={day} style={cell}>
                    <button
                      type="button"
                      data-row={row}
                      data-column={column}
                      aria-pressed={chosen}
                      aria-disabled={locked || undefined}
                      aria-label={`${dayName(day)} ${formatTime(startTime)}`}
                      onClick={() => {
                        if (!locked) onChange?.(toggleSlot(slots, day, startTime));
                      }}
                      onKeyDown={(event) => move(event, row, column)}
                      style={{
                        display: 'block',
                        width: '100%',
                        height: 20,
                        padding: 0,
                        border: `1px solid ${chosen ? token.colorPrimary : token.colorBorder}`,
                        borderRadius: token.borderRadiusSM,
                        background: chosen ? token.colorPrimary : token.colorBgContainer,
                        opacity: locked ? 0.6 : 1,
                        cursor: locked ? 'not-allowed' : 'pointer',
                      }}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

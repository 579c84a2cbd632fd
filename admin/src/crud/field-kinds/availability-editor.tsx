import { useTranslation } from 'react-i18next';
import { gridDays, GRID_START_TIMES, hasSlot, toggleSlot, type GridEntry as Slot, type Weekday } from '@binome/schema';
import { formatTime } from './format.ts';

/** Staff may still free a taken slot here, as before (the server allows it to staff only). */
const STAFF_EDIT = { lockTaken: false };

interface AvailabilityEditorProps {
  value?: Slot[];
  onChange?: (value: Slot[]) => void;
  weekend?: boolean;
  id?: string;
}

/**
 * The weekly grid of section 9: a row per 30-minute start time (08:00 to 19:30), a column per day; each cell is a
 * toggle button for the one-hour slot starting there, named for screen readers ("Lundi 08:00"). Times are shown
 * in the viewer's zone; the stored slot stays in Paris time.
 */
export function AvailabilityEditor({ value = [], onChange, weekend = false, id }: AvailabilityEditorProps) {
  const { t } = useTranslation();
  const days = gridDays(weekend);
  const dayName = (day: Weekday) => t(`enums.weekday.${day}`);
  return (
    <div className="availability-scroll" id={id}>
      <table className="availability-grid">
        <thead>
          <tr>
            {/* The corner heads the column of start times: named for screen readers, blank to the eye. */}
            <th scope="col">
              <span className="visually-hidden">{t('availabilities.fields.startTime')}</span>
            </th>
            {days.map((day) => (
              <th key={day} scope="col">
                {dayName(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {GRID_START_TIMES.map((startTime) => (
            <tr key={startTime}>
              <th scope="row">{formatTime(startTime)}</th>
              {days.map((day) => {
                const chosen = hasSlot(value, day, startTime);
                return (
                  <td key={day}>
                    <button
                      type="button"
                      className={chosen ? 'slot slot-chosen' : 'slot'}
                      aria-pressed={chosen}
                      aria-label={`${dayName(day)} ${formatTime(startTime)}`}
                      onClick={() => onChange?.(toggleSlot(value, day, startTime, STAFF_EDIT))}
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

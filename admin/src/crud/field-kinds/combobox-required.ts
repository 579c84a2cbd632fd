import { useEffect, useRef } from 'react';
import type { RefSelectProps } from 'antd';

/**
 * antd's Form.Item marks a required control with `aria-required`; a Select passes every aria attribute both to its
 * combobox input and to its wrapper `div`, where ARIA forbids `aria-required` (axe's critical `aria-allowed-attr`).
 * The caller keeps the attribute from the Select's props; this puts it back on the combobox input alone.
 */
export function useComboboxRequired(required: unknown) {
  const ref = useRef<RefSelectProps>(null);
  useEffect(() => {
    const input = ref.current?.nativeElement?.querySelector('input[role="combobox"]');
    if (!input) return;
    if (required === true || required === 'true') input.setAttribute('aria-required', 'true');
    else input.removeAttribute('aria-required');
  });
  return ref;
}

import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { UI_NS } from '../../../shared/ui/ui-texts.ts';

/**
 * Copies `value` to the clipboard and says so in a toast ('Email copié'); `what` names the value in the
 * button's label and the toast ('Email', 'Téléphone').
 */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation(UI_NS);
  const toast = useToast();
  const label = t('copy', { what: what.toLowerCase() });
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('copied', { what }));
    } catch {
      toast.error(t('copyFailed'));
    }
  }
  return (
    <button
      type="button"
      className="icon-button"
      onClick={() => void copy()}
      aria-label={label}
      title={label}
    >
      <Icon name="copy" size={18} />
    </button>
  );
}

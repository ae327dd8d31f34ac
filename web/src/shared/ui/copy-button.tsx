import { useToast } from '../toast/use-toast.ts';
import { IconButton } from './icon-button.tsx';

interface CopyButtonProps {
  value: string;
  /** Already translated: the button's name, and the toasts after copying or failing to. */
  label: string;
  copied: string;
  failed: string;
}

/** Copies `value` to the clipboard and says so in a toast. */
export function CopyButton({ value, label, copied, failed }: CopyButtonProps) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(copied);
    } catch {
      toast.error(failed);
    }
  };
  return <IconButton icon="copy" label={label} onClick={() => void copy()} />;
}

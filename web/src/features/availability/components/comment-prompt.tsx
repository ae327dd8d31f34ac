import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLOT_COMMENT_MAX_LENGTH } from '@teleplan/proto/schedule-availability';
import { Button } from '../../../shared/ui/button.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';

interface CommentPromptProps {
  /** Already translated: what is about to be created. */
  summary: string;
  busy: boolean;
  onSubmit: (comment: string) => void;
  /** Aborts the creation (docs/screens.md#slot-form). */
  onCancel: () => void;
}

/** Asks for the comment of an exceptional slot drawn in the calendar before creating it. */
export function CommentPrompt({ summary, busy, onSubmit, onCancel }: CommentPromptProps) {
  const { t } = useTranslation('availability');
  const [comment, setComment] = useState('');
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);

  // The dialog focuses its first button when it opens; the comment is what the person came to type.
  useEffect(() => {
    const frame = requestAnimationFrame(() => field.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <ModalDialog
      title={t('prompt.title')}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('prompt.cancel')}
          </Button>
          <Button busy={busy} onClick={() => onSubmit(comment)}>
            {t('prompt.submit')}
          </Button>
        </>
      }
    >
      <p>{summary}</p>
      <div className="field">
        <label className="field__label" htmlFor={fieldId}>
          {t('form.comment')}
        </label>
        <textarea
          ref={field}
          id={fieldId}
          className="field__input"
          rows={3}
          maxLength={SLOT_COMMENT_MAX_LENGTH}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
    </ModalDialog>
  );
}

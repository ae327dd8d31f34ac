import { useTranslation } from 'react-i18next';
import type { BugIssue } from '@teleplan/proto/logger';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { fileSize } from '../domain/file-size.ts';

/** File names with their sizes (Ko below 1e6 bytes, otherwise Mo). */
export function BugAttachments({ attachments }: { attachments: BugIssue['attachments'] }) {
  const { t } = useTranslation('bugs');
  if (attachments.length === 0) return <p className="bug-detail__none">{t('detail.noAttachment')}</p>;
  return (
    <ul className="bug-attachments">
      {attachments.map((file) => (
        <li key={file.id}>
          {file.filename}{' '}
          <span className="bug-attachments__size">({fileSize(file.size, currentLanguage())})</span>
        </li>
      ))}
    </ul>
  );
}

import { formatDateTime } from '../../../shared/format/date-time.ts';

/** 'DD-MM-YYYY HH:mm' that may break between the date and the time only (two lines on a phone). */
export function MessageDate({ value }: { value: string }) {
  const [date, time] = formatDateTime(value).split(' ');
  return (
    <>
      <span className="message-date__part">{date}</span> <span className="message-date__part">{time}</span>
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactMessageStatuses } from '@binome/schema';
import { RequestState } from '../../data/request-state.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { MESSAGES_PAGE, useMyMessages, type ContactMessage } from './contact-data.ts';
import { viewerDateTime } from './date-time.ts';

/** The sender's past messages, newest first, each with where it stands and the team's answer once given. */
export function MessageList() {
  const { t } = useTranslation();
  const [limit, setLimit] = useState(MESSAGES_PAGE);
  const query = useMyMessages(limit);
  return (
    <section aria-labelledby="contact-history-title" className="contact-history">
      <h2 id="contact-history-title">{t('family.contact.historyTitle')}</h2>
      <RequestState query={query} isEmpty={(data) => data.messages.length === 0} empty={<p className="muted">{t('family.contact.empty')}</p>}>
        {({ messages, total }) => (
          <>
            <ul className="contact-messages">
              {messages.map((message) => (
                <MessageItem key={message.id} message={message} />
              ))}
            </ul>
            {total > messages.length && (
              <button type="button" onClick={() => setLimit((current) => current + MESSAGES_PAGE)} disabled={query.isFetching}>
                {t('family.contact.more')}
              </button>
            )}
          </>
        )}
      </RequestState>
    </section>
  );
}

function MessageItem({ message }: { message: ContactMessage }) {
  const { t } = useTranslation();
  const status = message.status ?? 'open';
  return (
    <li className="contact-message">
      <article aria-labelledby={`message-${message.id}`}>
        <header className="contact-message-head">
          <h3 id={`message-${message.id}`}>{message.subject}</h3>
          <StatusTag enumeration={contactMessageStatuses} value={status} />
        </header>
        {message.createdAt && <p className="muted contact-message-date">{t('family.contact.sentOn', { date: viewerDateTime(message.createdAt) })}</p>}
        <p className="contact-message-text">{message.text}</p>
        {message.answer ? (
          <div className="contact-answer">
            <h4>{t('family.contact.answerTitle')}</h4>
            {message.answeredAt && <p className="muted contact-message-date">{t('family.contact.answeredOn', { date: viewerDateTime(message.answeredAt) })}</p>}
            <p className="contact-message-text">{message.answer}</p>
          </div>
        ) : (
          <p className="muted">{t('family.contact.waiting')}</p>
        )}
      </article>
    </li>
  );
}

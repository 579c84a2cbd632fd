import { useTranslation } from 'react-i18next';
import { ContactForm } from './contact-form.tsx';
import { MessageList } from './message-list.tsx';
import './contact.css';

/** /{role}/contact: write to the association's team, and read one's past messages and their answers. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <div className="contact-page">
      <section className="card" aria-labelledby="contact-title">
        <h1 id="contact-title">{t('family.contact.title')}</h1>
        <p className="muted">{t('family.contact.intro')}</p>
        <ContactForm />
      </section>
      <MessageList />
    </div>
  );
}

import '../../words/tutors-words.ts';
import { useTranslation } from 'react-i18next';
import type { TutorFileFacts } from '@binome/schema';
import { GenericList } from '../../crud/generic-list.tsx';
import type { ScreenProps } from '../../screens/resource-screen.tsx';
import { TutorFileTag } from './tutor-file.tsx';

/** The tutors list (section 2), with each tutor's file: Complet, or Incomplet and how much is missing (section 4). */
export default function TutorsList({ resource }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <GenericList
      resource={resource}
      extraColumns={[{ key: 'file', title: t('staffTutors.file.title'), render: (row) => <TutorFileTag tutor={row as TutorFileFacts} /> }]}
    />
  );
}

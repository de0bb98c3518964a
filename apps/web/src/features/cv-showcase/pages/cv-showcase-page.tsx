import type { CvEntry } from '@hub/contract/cv-showcase/cv.schema';
import { Button, Skeleton, Stack } from '@mantine/core';
import { IconFileSearch, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PersonCardSkeleton } from '../../../components/person-card.tsx';
import { CardGrid, CardGridSkeleton } from '../../../components/card-grid-skeleton.tsx';
import { ListSearch } from '../../../components/list-search.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { showToast } from '../../../lib/toast.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { CVS_PAGE_SIZE, useCv, useCvs } from '../api/cvs.ts';
import { CvCard } from '../components/cv-card.tsx';
import { CvProfileModal } from '../components/cv-profile-modal.tsx';
import { EditCvDialog } from '../components/edit-cv-dialog.tsx';
import classes from './cv-showcase-page.module.css';
import { countValues } from '../../../lib/list-total.ts';
import { formatNumber } from '../../../i18n/format.ts';
import { sectionChoices } from '../components/section-choices.ts';
import { sectionLabel, useText } from '../texts.ts';

function SectionButtons({
  sections,
  chosen,
  onChoose,
}: {
  sections: { section: string; count: number }[] | undefined;
  chosen: string;
  onChoose: (section: string) => void;
}) {
  const t = useText();
  if (!sections) {
    return (
      <div className={classes.sections} aria-hidden>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} h={30} w={110} radius="xl" />
        ))}
      </div>
    );
  }
  const choices = sectionChoices(sections, chosen);
  return (
    <div className={classes.sections} role="group" aria-label={t('cv-showcase.sectionsLabel')}>
      {choices.map((choice) => (
        <Button
          key={choice.value}
          size="compact-sm"
          radius="xl"
          variant={choice.value === chosen ? 'filled' : 'default'}
          aria-pressed={choice.value === chosen}
          onClick={() => onChoose(choice.value)}
        >
          {choice.value === 'all'
            ? t('cv-showcase.allSections', { count: formatNumber(choice.count) })
            : t('cv-showcase.sectionCount', {
                section: sectionLabel(t, choice.value),
                count: formatNumber(choice.count),
              })}
        </Button>
      ))}
    </div>
  );
}

/**
 * /cv-showcase: residents' CVs by section, searchable; the owner or an admin edits a CV. Links may start it with
 * a search (`?search=Layla`) and open one CV's profile (`?cv=<id>`, as the CV-Job Match tab's 'View Profile').
 */
export function CvShowcasePage() {
  const t = useText();
  const [params, setParams] = useSearchParams();
  const paging = usePagedList<string>({ pageSize: CVS_PAGE_SIZE, initialSearch: params.get('search') ?? '' });
  const { debouncedSearch } = paging;
  const [profile, setProfile] = useState<CvEntry | null>(null);
  const [editing, setEditing] = useState<CvEntry | null>(null);
  const list = useCvs({ search: debouncedSearch, section: paging.filter, page: paging.page });
  const linkedId = params.get('cv');
  const linked = useCv(linkedId);

  const changeParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  // The search stays in the address, so a reload or a shared link shows the same list.
  useEffect(() => {
    if ((params.get('search') ?? '') !== debouncedSearch) changeParam('search', debouncedSearch);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- runs when the item shown changes, not on every render
  }, [debouncedSearch]);

  const forgetLinked = () => changeParam('cv', null);

  // A linked CV opens its profile once loaded; one that no longer exists says so.
  useEffect(() => {
    if (linked.data) {
      setProfile(linked.data);
      forgetLinked();
    } else if (linked.isError) {
      showToast({ title: t('cv-showcase.error'), message: linked.error.message, isDestructive: true });
      forgetLinked();
    }
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- runs when the item shown changes, not on every render
  }, [linked.data, linked.isError]);

  return (
    <PageContainer>
      <PageHeader
        title={t('cv-showcase.pageTitle')}
        description={t('cv-showcase.pageDescription')}
        action={{ label: t('cv-showcase.shareYourCv'), icon: IconUpload, to: '/cv-upload' }}
      />

      <Stack gap="md" mb="lg">
        <ListSearch
          label={t('cv-showcase.searchCvs')}
          placeholder={t('cv-showcase.searchPlaceholder')}
          paging={paging}
          style={{ maxWidth: 480 }}
        />
        {!list.isError && (
          <SectionButtons sections={list.data?.sections} chosen={paging.filter} onChoose={paging.setFilter} />
        )}
      </Stack>

      <PagedList
        query={list}
        paging={paging}
        what={t('cv-showcase.listName')}
        pagesLabel={t('cv-showcase.cvPages')}
        isPageList
        retryLabel={t('cv-showcase.tryAgain')}
        skeleton={
          <CardGridSkeleton
            label={t('cv-showcase.loadingCvs')}
            card={<PersonCardSkeleton detailsLine="badge" />}
          />
        }
        empty={{
          icon: <IconFileSearch size={28} />,
          title: t('cv-showcase.noCvs'),
          text: t('cv-showcase.beFirst'),
        }}
        emptyMatching={{ text: t('cv-showcase.noMatchingCvs') }}
      >
        {(cvs) => (
          <CardGrid found={t('cv-showcase.found', countValues(list.data))}>
            {cvs.map((cv) => (
              <CvCard key={cv.id} cv={cv} onProfile={setProfile} onEdit={setEditing} />
            ))}
          </CardGrid>
        )}
      </PagedList>

      <CvProfileModal cv={profile} onClose={() => setProfile(null)} />
      <EditCvDialog cv={editing} onClose={() => setEditing(null)} />
    </PageContainer>
  );
}

import { PSEUDO_CLUSTER_NAME, type CurriculumTree } from '@dash/contracts';
import { useId, type ReactNode } from 'react';
import { domainName, gradeName, useI18n } from '../../../lib/i18n';
import type { ChosenFocus } from '../lib/assign-form';
import {
  optionsOf,
  withCluster,
  withDomain,
  withLevel,
  type FocusPath,
  type TreeCluster,
} from '../lib/focus-choice';
import type { ProficiencySource } from '../api/get-standard-proficiency';
import { StandardProficiency } from './standard-proficiency';
import type { ChecklistStudent } from './student-checklist';

interface FocusChooserProps {
  tree: CurriculumTree;
  path: FocusPath;
  focus: ChosenFocus | null;
  onPath: (path: FocusPath) => void;
  onFocus: (focus: ChosenFocus | null) => void;
  /** The chosen students' proficiency beside each standard; null where it is not shown. */
  proficiency: { source: ProficiencySource; students: readonly ChecklistStudent[] } | null;
}

/**
 * Grade → domain → cluster, then the focus: the whole cluster or one of its standards, each with its whole
 * short description (spec §2 Topic or Standard). Choosing at one level clears the focus and the levels below.
 */
export function FocusChooser({ tree, path, focus, onPath, onFocus, proficiency }: FocusChooserProps) {
  const { t, tOr, locale } = useI18n();
  const { levels, domains, clusters, cluster } = optionsOf(tree, path);
  const choosePath = (next: FocusPath) => {
    onPath(next);
    onFocus(null);
  };
  const clusterName = (c: TreeCluster) =>
    c.name === PSEUDO_CLUSTER_NAME ? t('assign.focus.otherStandards') : c.name;

  return (
    <fieldset className="assign-form__group">
      <legend>{t('assign.focus.legend')}</legend>
      <div className="assign-focus__pickers">
        <PathPicker
          label={t('assign.focus.grade')}
          value={path.levelId}
          options={levels.map((level) => ({ id: level.id, name: gradeName({ t, locale }, level.id) }))}
          onChoose={(id) => choosePath(withLevel(id))}
        />
        <PathPicker
          label={t('assign.focus.domain')}
          value={path.domainId}
          placeholder={t('assign.focus.chooseDomain')}
          options={domains.map((domain) => ({
            id: domain.id,
            name: `${domain.code} · ${domainName(tOr, domain)}`,
          }))}
          onChoose={(id) => choosePath(withDomain(path, id))}
        />
        <PathPicker
          label={t('assign.focus.cluster')}
          value={path.clusterId}
          placeholder={t('assign.focus.chooseCluster')}
          isDisabled={path.domainId === null}
          options={clusters.map((c) => ({ id: c.id, name: `${c.code} · ${clusterName(c)}` }))}
          onChoose={(id) => choosePath(withCluster(path, id))}
        />
      </div>
      {cluster && (
        <fieldset className="assign-focus__choices">
          <legend>{t('assign.focus.choose')}</legend>
          <FocusOption
            focus={{ type: 'CLUSTER', id: cluster.id, code: cluster.code, description: clusterName(cluster) }}
            label={t('assign.focus.wholeCluster', { count: cluster.standards.length })}
            chosen={focus}
            onFocus={onFocus}
          />
          {cluster.standards.map((standard) => (
            <FocusOption
              key={standard.id}
              focus={{
                type: 'STANDARD',
                id: standard.id,
                code: standard.code,
                description: standard.short_description,
              }}
              chosen={focus}
              onFocus={onFocus}
              detail={
                proficiency && (
                  <StandardProficiency
                    source={proficiency.source}
                    standardId={standard.id}
                    code={standard.code}
                    students={proficiency.students}
                  />
                )
              }
            />
          ))}
        </fieldset>
      )}
    </fieldset>
  );
}

/** One level of the path (grade, domain, cluster): a labelled select; `placeholder` stands for none chosen. */
function PathPicker({
  label,
  value,
  options,
  placeholder,
  isDisabled = false,
  onChoose,
}: {
  label: string;
  value: number | null;
  options: readonly { id: number; name: string }[];
  placeholder?: string;
  isDisabled?: boolean;
  onChoose: (id: number | null) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        disabled={isDisabled}
        onChange={(event) => onChoose(event.target.value === '' ? null : Number(event.target.value))}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </>
  );
}

/** One focus to choose; `detail` (the students' proficiency) follows it and describes its radio button. */
function FocusOption({
  focus,
  label,
  chosen,
  onFocus,
  detail,
}: {
  focus: ChosenFocus;
  label?: string;
  chosen: ChosenFocus | null;
  onFocus: (focus: ChosenFocus) => void;
  detail?: ReactNode;
}) {
  const detailId = useId();
  const isChosen = chosen?.type === focus.type && chosen.id === focus.id;
  return (
    <div className={isChosen ? 'assign-focus__option assign-focus__option--chosen' : 'assign-focus__option'}>
      <label className="assign-focus__choice">
        <input
          type="radio"
          name="assign-focus"
          checked={isChosen}
          onChange={() => onFocus(focus)}
          aria-describedby={detail ? detailId : undefined}
        />
        <span>
          <strong className="assign-focus__code">{label ? `${label}: ${focus.code}` : focus.code}</strong>
          <span className="assign-focus__description">{focus.description}</span>
        </span>
      </label>
      {detail && (
        <div id={detailId} className="assign-focus__detail">
          {detail}
        </div>
      )}
    </div>
  );
}

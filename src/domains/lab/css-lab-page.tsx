import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import { chipTone } from '../../components/chip/chip.css.ts';
import { Checkbox } from '../../components/field/checkbox.tsx';
import { TextField } from '../../components/field/text-field.tsx';
import { vars } from '../../styles/theme.css.ts';
import * as css from './css-lab.css.ts';
import { LabFrame } from './lab-frame.tsx';
import * as lab from './lab.css.ts';
import './catalog.ts';

/** The value a theme variable has on this page (`var(--dodam-color-brand)` → `#f08a5d`). */
function resolve(variables: readonly string[]): Record<string, string> {
  const style = getComputedStyle(document.documentElement);
  const out: Record<string, string> = {};
  for (const variable of variables) out[variable] = style.getPropertyValue(/var\((--[^)]+)\)/.exec(variable)?.[1] ?? '').trim();
  return out;
}

const COLORS = Object.entries(vars.color);
const ALL_VARIABLES = [...Object.values(vars.color), ...Object.values(vars.space), ...Object.values(vars.radius), ...Object.values(vars.fontSize)];
const TONES = ['neutral', 'brand', 'success', 'strong', 'danger'] as const;
const BUTTON_TONES = ['primary', 'secondary', 'ghost', 'danger'] as const;

/** /test/css-test: the theme's tokens (styles/theme.css.ts) and the recipes and components built on them. */
export function CssLabPage() {
  const { t } = useLingui();
  const [value] = useState(() => resolve(ALL_VARIABLES));
  const [name, setName] = useState('도담이');
  return (
    <LabFrame path="/test/css-test" title={t`CSS test`} intro={t`Every token of the theme and the recipes the pages are built from, as the pages use them.`}>
      <section className={lab.section}>
        <h2 className={lab.sectionTitle}>
          <Trans>Colours</Trans>
        </h2>
        <ul className={css.grid}>
          {COLORS.map(([token, variable]) => (
            <li key={token} className={css.swatch}>
              <span className={css.chip} style={{ background: variable }} />
              <span className={css.tokenName}>{token}</span>
              <span className={css.tokenValue}>{value[variable]}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={lab.section}>
        <h2 className={lab.sectionTitle}>
          <Trans>Spacing</Trans>
        </h2>
        <ul className={css.rows}>
          {Object.entries(vars.space).map(([token, variable]) => (
            <li key={token} className={css.row}>
              <span className={css.rowLabel}>
                {token} · {value[variable]}
              </span>
              <span className={css.bar} style={{ width: variable }} />
            </li>
          ))}
        </ul>
      </section>
      <section className={lab.section}>
        <h2 className={lab.sectionTitle}>
          <Trans>Radii</Trans>
        </h2>
        <ul className={css.wrapList}>
          {Object.entries(vars.radius).map(([token, variable]) => (
            <li key={token} className={css.row}>
              <span className={css.radiusBox} style={{ borderRadius: variable }} />
              <span className={css.rowLabel}>
                {token} · {value[variable]}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className={lab.section}>
        <h2 className={lab.sectionTitle}>
          <Trans>Type scale</Trans>
        </h2>
        <ul className={css.rows}>
          {Object.entries(vars.fontSize).map(([token, variable]) => (
            <li key={token} className={css.row}>
              <span className={css.rowLabel}>
                {token} · {value[variable]}
              </span>
              <span style={{ fontSize: variable }}>도담 육아일기 Dodam 123</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={lab.section}>
        <h2 className={lab.sectionTitle}>
          <Trans>Recipes</Trans>
        </h2>
        <p className={css.recipeName}>card</p>
        <div className={css.card}>
          <Trans>A card: an entry in a list, a panel, a home card.</Trans>
        </div>
        <p className={css.recipeName}>tile</p>
        <div className={css.tile}>
          <Trans>A tile: a comment, a row, a choice.</Trans>
        </div>
        <p className={css.recipeName}>emptyState</p>
        <div className={css.empty}>
          <Trans>Nothing here yet.</Trans>
        </div>
        <p className={css.recipeName}>badge · chip</p>
        <div className={css.wrap}>
          <span className={css.badge}>
            <Trans>New</Trans>
          </span>
          {TONES.map((tone) => (
            <span key={tone} className={chipTone[tone]}>
              {tone}
            </span>
          ))}
        </div>
      </section>
      <section className={lab.section}>
        <h2 className={lab.sectionTitle}>
          <Trans>Buttons</Trans>
        </h2>
        <div className={css.wrap}>
          {BUTTON_TONES.map((tone) => (
            <Button key={tone} tone={tone}>
              {tone}
            </Button>
          ))}
          <Button size="sm">
            <Trans>Small</Trans>
          </Button>
          <Button disabled>
            <Trans>Disabled</Trans>
          </Button>
          <Button busy>
            <Trans>Busy</Trans>
          </Button>
        </div>
        <Button block>
          <Trans>Full width</Trans>
        </Button>
      </section>
      <section className={lab.section}>
        <h2 className={lab.sectionTitle}>
          <Trans>Fields</Trans>
        </h2>
        <TextField label={t`Nickname`} hint={t`Korean letters only (SPEC §5).`} value={name} onChange={(event) => setName(event.target.value)} />
        <TextField label={t`Nickname (error)`} defaultValue="dodam" error={t`Use Korean letters only.`} />
        <TextField label={t`Nickname (checked)`} defaultValue="도담맘" success={t`This nickname is available.`} />
        <Checkbox label={t`Agree to the terms`} defaultChecked />
      </section>
    </LabFrame>
  );
}

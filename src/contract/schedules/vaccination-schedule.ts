/**
 * The Korean national immunization schedule for children (어린이 표준예방접종일정표).
 * Source: 질병관리청 예방접종도우미 (https://nip.kdca.go.kr), 표준예방접종일정표 2024 edition,
 * unchanged for these doses in 2025. Checked against the edition as of 2025.
 * All of these are 국가예방접종 (free at designated clinics); the flag is kept per dose because the
 * programme changes (rotavirus became free in March 2023) and paid options may be added.
 * Windows: docs/decisions/0013-vaccination-schedule.md (end is the day before `until`).
 */
import { days, monthsWindow, type ScheduleEntry } from './schedule-types.ts';

export type GroupName = { readonly ko: string; readonly en: string };

export const VACCINE_GROUPS = {
  BCG: { ko: '결핵 (BCG, 피내용)', en: 'Tuberculosis (BCG, intradermal)' },
  HepB: { ko: 'B형간염 (HepB)', en: 'Hepatitis B (HepB)' },
  DTaP: { ko: '디프테리아·파상풍·백일해 (DTaP)', en: 'Diphtheria, tetanus, pertussis (DTaP)' },
  IPV: { ko: '폴리오 (IPV)', en: 'Polio (IPV)' },
  Hib: { ko: 'b형헤모필루스인플루엔자 (Hib)', en: 'Haemophilus influenzae type b (Hib)' },
  PCV: { ko: '폐렴구균 (PCV)', en: 'Pneumococcal (PCV)' },
  RV: { ko: '로타바이러스 (RV)', en: 'Rotavirus (RV)' },
  MMR: { ko: '홍역·유행성이하선염·풍진 (MMR)', en: 'Measles, mumps, rubella (MMR)' },
  VAR: { ko: '수두 (VAR)', en: 'Varicella (VAR)' },
  HepA: { ko: 'A형간염 (HepA)', en: 'Hepatitis A (HepA)' },
  JE: { ko: '일본뇌염 (JE)', en: 'Japanese encephalitis (JE)' },
  IIV: { ko: '인플루엔자 (IIV)', en: 'Influenza (IIV)' },
  Tdap: { ko: '파상풍·디프테리아·백일해 (Tdap/Td)', en: 'Tetanus, diphtheria, pertussis (Tdap/Td)' },
  HPV: { ko: '사람유두종바이러스 (HPV)', en: 'Human papillomavirus (HPV)' },
} as const satisfies Record<string, GroupName>;
export type VaccineGroup = keyof typeof VACCINE_GROUPS;

/**
 * The groups given with one of two vaccines, named as one thing to do while neither is chosen (the
 * monthly report's '다음 달 예정', decision 0080): a child gets one or the other, never both.
 */
export const ALTERNATIVE_CHOICES: Partial<Record<VaccineGroup, GroupName>> = {
  RV: { ko: '로타바이러스 (RV): 로타릭스(RV1) 또는 로타텍(RV5) 중 한 가지', en: 'Rotavirus (RV): Rotarix (RV1) or RotaTeq (RV5), one of the two' },
  JE: { ko: '일본뇌염 (JE): 불활성화 백신 또는 약독화 생백신 중 한 가지', en: 'Japanese encephalitis (JE): inactivated or live attenuated, one of the two' },
};

type Series = { group: VaccineGroup; series: string; ko: string; en: string; sex?: 'MALE' | 'FEMALE' };
const same = (group: VaccineGroup): Series => ({ group, series: group, ...VACCINE_GROUPS[group] });
const RV1: Series = { group: 'RV', series: 'RV1', ko: '로타바이러스 RV1 (로타릭스, 2회)', en: 'Rotavirus RV1 (Rotarix, 2 doses)' };
const RV5: Series = { group: 'RV', series: 'RV5', ko: '로타바이러스 RV5 (로타텍, 3회)', en: 'Rotavirus RV5 (RotaTeq, 3 doses)' };
const IJEV: Series = { group: 'JE', series: 'IJEV', ko: '일본뇌염 불활성화 백신 (5회)', en: 'Japanese encephalitis, inactivated (5 doses)' };
const LJEV: Series = { group: 'JE', series: 'LJEV', ko: '일본뇌염 약독화 생백신 (2회)', en: 'Japanese encephalitis, live attenuated (2 doses)' };
const HPV: Series = { ...same('HPV'), sex: 'FEMALE' };

type DoseSpec = Pick<ScheduleEntry, 'window' | 'after'> & { dose: number };

function doses(s: Series, list: readonly DoseSpec[]): ScheduleEntry[] {
  return list.map(({ dose, window, after }) => ({
    key: `${s.series}-${dose}`,
    group: s.group,
    series: s.series,
    dose,
    nameKo: s.ko,
    nameEn: s.en,
    window,
    ...(after ? { after } : {}),
    national: true,
    ...(s.sex ? { sex: s.sex } : {}),
  }));
}

const at = (dose: number, from: number, until: number): DoseSpec => ({ dose, window: monthsWindow(from, until) });

/** In schedule order; keys are stored per child and must never change. */
export const VACCINATION_SCHEDULE: readonly ScheduleEntry[] = [
  // 생후 4주 이내: the birth day is day 0, the window closes the day the child is four weeks old.
  ...doses(same('BCG'), [{ dose: 1, window: { from: days(0), until: days(28) } }]),
  // 0, 1, 6 months.
  ...doses(same('HepB'), [at(1, 0, 1), at(2, 1, 2), at(3, 6, 7)]),
  // 2, 4, 6, 15-18 months, 4-6 years.
  ...doses(same('DTaP'), [at(1, 2, 3), at(2, 4, 5), at(3, 6, 7), at(4, 15, 19), at(5, 48, 84)]),
  // 2, 4, 6-18 months, 4-6 years.
  ...doses(same('IPV'), [at(1, 2, 3), at(2, 4, 5), at(3, 6, 19), at(4, 48, 84)]),
  // 2, 4, 6, 12-15 months.
  ...doses(same('Hib'), [at(1, 2, 3), at(2, 4, 5), at(3, 6, 7), at(4, 12, 16)]),
  ...doses(same('PCV'), [at(1, 2, 3), at(2, 4, 5), at(3, 6, 7), at(4, 12, 16)]),
  // Two products, one or the other: RV1 at 2 and 4 months, or RV5 at 2, 4 and 6 months.
  ...doses(RV1, [at(1, 2, 3), at(2, 4, 5)]),
  ...doses(RV5, [at(1, 2, 3), at(2, 4, 5), at(3, 6, 7)]),
  // 12-15 months, 4-6 years.
  ...doses(same('MMR'), [at(1, 12, 16), at(2, 48, 84)]),
  ...doses(same('VAR'), [at(1, 12, 16)]),
  // 12-23 months, then 6-18 months after dose 1 (18-35 months from birth until dose 1 is recorded).
  ...doses(same('HepA'), [at(1, 12, 24), { dose: 2, window: monthsWindow(18, 36), after: { key: 'HepA-1', ...monthsWindow(6, 19) } }]),
  // Inactivated: 12-23 months; 7-30 days after dose 1; 12 months after dose 2; 6 years; 12 years.
  ...doses(IJEV, [
    at(1, 12, 24),
    { dose: 2, window: monthsWindow(12, 25), after: { key: 'IJEV-1', from: days(7), until: days(31) } },
    { dose: 3, window: monthsWindow(24, 37), after: { key: 'IJEV-2', ...monthsWindow(12, 13) } },
    at(4, 72, 84),
    at(5, 144, 156),
  ]),
  // Live attenuated: 12-23 months; 12 months after dose 1.
  ...doses(LJEV, [at(1, 12, 24), { dose: 2, window: monthsWindow(24, 37), after: { key: 'LJEV-1', ...monthsWindow(12, 13) } }]),
  // Every year from 6 months; the first season takes two doses four weeks apart (modelled: the
  // first season only, dose 1 in the 6-11 months span, dose 2 four to eight weeks after dose 1).
  ...doses(same('IIV'), [at(1, 6, 12), { dose: 2, window: monthsWindow(7, 13), after: { key: 'IIV-1', from: days(28), until: days(57) } }]),
  // 11-12 years (the sixth dose of the DTaP series).
  ...doses(same('Tdap'), [{ dose: 6, window: monthsWindow(132, 156) }]),
  // Girls at 12 years, two doses 6-12 months apart.
  ...doses(HPV, [at(1, 144, 156), { dose: 2, window: monthsWindow(150, 169), after: { key: 'HPV-1', ...monthsWindow(6, 13) } }]),
];

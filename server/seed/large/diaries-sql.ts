import { COMMENT_TEXTS, DIARY_SENTENCES, DIARY_TITLES, textArray } from './words.ts';
import { koreaDay, nowSql, type LargePlan } from './sql-kit.ts';

/** One of `words`, chosen at random per row. */
function pick(words: readonly string[]): string {
  return `(${textArray(words)})[1 + floor(random() * ${words.length})::int]`;
}

/** Care areas (SPEC §4, contract DiaryAreas): each one recorded on some days only. */
const AREAS = `jsonb_build_object(
  'water', case when random() < 0.6 then jsonb_build_object('ml', 300 + floor(random() * 8)::int * 50, 'note', null) end,
  'sleep', case when random() < 0.7 then jsonb_build_object('hours', 8 + floor(random() * 10) * 0.5, 'naps', floor(random() * 4)::int, 'note', null) end,
  'childMeal', case when random() < 0.5 then jsonb_build_object('times', 1 + floor(random() * 4)::int,
    'amount', (array['LITTLE','NORMAL','MUCH'])[1 + floor(random() * 3)::int], 'note', null) end,
  'parentMeal', case when random() < 0.3 then jsonb_build_object('times', 1 + floor(random() * 3)::int, 'note', null) end,
  'illness', case when random() < 0.1 then jsonb_build_object('symptoms',
    (array['["FEVER"]','["COUGH","RUNNY_NOSE"]','["RUNNY_NOSE"]','["RASH"]'])[1 + floor(random() * 4)::int]::jsonb,
    'temperature', round((36.5 + random() * 2)::numeric, 1), 'note', null) end,
  'mood', case when random() < 0.8 then jsonb_build_object('mood',
    (array['VERY_GOOD','GOOD','NORMAL','BAD','VERY_BAD'])[1 + floor(random() * random() * 5)::int], 'note', null) end,
  'breastfeeding', case when random() < 0.3 then jsonb_build_object('times', 2 + floor(random() * 8)::int, 'minutes', null,
    'formulaMl', 100 + floor(random() * 6)::int * 50, 'note', null) end)`;

/**
 * Exactly `plan.diaries` entries (fewer only if a child runs out of days), one per child per day
 * (decision 0017) between the member's sign-up and today. Each child gets a share weighted by its
 * days and a diligence fixed per child (not random(): the weight is read twice); its entries are spread evenly over those days with a jitter that
 * keeps them on distinct days. Written at about 21:00 Korea time on the day they are about; one in
 * ten is shared. Inserted in time order so that ids follow time, as in production (sorted narrow,
 * before the areas and text are made).
 */
export function diariesSql(plan: LargePlan): string {
  const now = nowSql(plan);
  const today = koreaDay(now);
  return `
insert into diaries (member_id, child_id, client_id, entry_date, written_on, title, areas, content_text, shared, shared_at, created_at, updated_at)
select member_id, child_id, gen_random_uuid(), day, day, ${pick(DIARY_TITLES)}, ${AREAS},
  ${pick(DIARY_SENTENCES)} || ' ' || ${pick(DIARY_SENTENCES)},
  shared, case when shared then at end, at, at
from (
  select member_id, child_id, day, random() < 0.1 as shared,
    least(${now}, ((day + interval '12 hours') at time zone 'UTC') + interval '2 hours' * random()) as at
  from (
    select p.member_id, p.child_id,
      p.join_day + (j * p.span / p.k) + floor(random() * (((j + 1) * p.span / p.k) - (j * p.span / p.k)))::int as day
    from (
      select member_id, child_id, join_day, span,
        least(span, (${plan.diaries}::bigint * cum / total - ${plan.diaries}::bigint * (cum - w) / total)::int) as k
      from (
        select member_id, child_id, join_day, span, w, (sum(w) over (order by child_id))::bigint as cum, (sum(w) over ())::bigint as total
        from (
          select c.member_id, c.id as child_id, ${koreaDay('u.created_at')} as join_day,
            ${today} - ${koreaDay('u.created_at')} + 1 as span,
            (${today} - ${koreaDay('u.created_at')} + 1)::bigint * (20 + c.id::bigint * 7919 % 80) as w
          from children c join users u on u.id = c.member_id
        ) weighted
      ) cumulated
    ) p cross join lateral generate_series(0, p.k - 1) j
  ) days
  order by at
) entries`;
}

/** 0–3 community comments on each shared entry, by other members, within hours of sharing. */
export function commentsSql(plan: LargePlan, firstMemberId: number): string {
  return `
insert into diary_comments (diary_id, author_id, kind, content, created_at, updated_at)
select d.id, ${firstMemberId} + (d.id * 131 + n * 977) % ${plan.members}, 'MEMBER', ${pick(COMMENT_TEXTS)},
  least(${nowSql(plan)}, d.shared_at + interval '37 minutes' * n), least(${nowSql(plan)}, d.shared_at + interval '37 minutes' * n)
from diaries d cross join lateral generate_series(1, (d.id * 7 + d.member_id) % 4) n
where d.shared`;
}

import { CHILD_NICKNAMES, GIVEN_NAMES, NICKNAME_PREFIXES, NICKNAME_SUFFIXES, SURNAMES, TAG_SYLLABLES, textArray } from './words.ts';
import { GENERATED_EMAIL_DOMAIN, koreaDay, literal, nowSql, type LargePlan } from './sql-kit.ts';

/** Nicknames are unique for every index below this (prefix × suffix × tag × tag). */
export const MAX_MEMBERS = NICKNAME_PREFIXES.length * NICKNAME_SUFFIXES.length * TAG_SYLLABLES.length * TAG_SYLLABLES.length;

/** The admin (login `admin`, like the demo's) and the experts who answer the paid comments. */
export function staffSql(plan: LargePlan): string {
  const now = nowSql(plan);
  const hash = literal(plan.passwordHash);
  const agreed = `${now} - interval '800 days'`;
  return `
insert into users (login_id, password_hash, role, email, nickname, name, phone, phone_verified_at,
  terms_agreed_at, privacy_agreed_at, guardian_consent_at, created_at, updated_at)
select * from (values ('admin', ${hash}, 'ROLE_ADMIN', 'admin@${GENERATED_EMAIL_DOMAIN}', '도담관리자', '관리자', '01000000001',
  ${agreed}, ${agreed}, ${agreed}, ${agreed}, ${agreed}, ${agreed})) a
union all
select 'expert' || e, ${hash}, 'ROLE_EXPERT', 'expert' || e || '@${GENERATED_EMAIL_DOMAIN}',
  '육아전문가' || (${textArray(TAG_SYLLABLES)})[1 + e % ${TAG_SYLLABLES.length}] || (${textArray(TAG_SYLLABLES)})[1 + e / ${TAG_SYLLABLES.length} % ${TAG_SYLLABLES.length}],
  (${textArray(SURNAMES)})[1 + e % ${SURNAMES.length}] || '전문', '0100000' || lpad((100 + e)::text, 4, '0'),
  ${agreed}, ${agreed}, ${agreed}, ${agreed}, ${agreed}, ${agreed}
from generate_series(1, ${plan.experts}) e`;
}

/**
 * The members, oldest first: sign-ups grow towards today (the i-th joined 730·(1 − √(i/N)) days ago),
 * one in ten has an ID and password, the rest sign in with Kakao or Naver; a few are restricted or
 * withdrawn; phones are unique (SPEC §5).
 */
export function membersSql(plan: LargePlan): string {
  const now = nowSql(plan);
  const p = NICKNAME_PREFIXES.length;
  const s = NICKNAME_SUFFIXES.length;
  const a = TAG_SYLLABLES.length;
  const tags = `(${textArray(TAG_SYLLABLES)})`;
  return `
insert into users (login_id, password_hash, role, status, warning_count, restriction_reason, restricted_at, email, nickname, name,
  birth_date, phone, phone_verified_at, push_noti_enabled, diary_noti_time, terms_agreed_at, privacy_agreed_at, guardian_consent_at,
  marketing_consent, created_at, updated_at, withdrawn_at)
select
  case when i % 10 = 0 then 'member' || i end,
  case when i % 10 = 0 then ${literal(plan.passwordHash)} end,
  'ROLE_MEMBER',
  case when i % 97 = 0 then 'WITHDRAWN' when i % 53 = 0 then 'RESTRICTED' else 'ACTIVE' end,
  case when i % 53 = 0 then 3 when i % 11 = 0 then 1 else 0 end,
  case when i % 97 <> 0 and i % 53 = 0 then '커뮤니티 운영 정책 위반' end,
  case when i % 97 <> 0 and i % 53 = 0 then at + (${now} - at) / 2 end,
  'm' || i || '@${GENERATED_EMAIL_DOMAIN}',
  (${textArray(NICKNAME_PREFIXES)})[1 + i % ${p}] || (${textArray(NICKNAME_SUFFIXES)})[1 + i / ${p} % ${s}]
    || ${tags}[1 + i / ${p * s} % ${a}] || ${tags}[1 + i / ${p * s * a} % ${a}],
  (${textArray(SURNAMES)})[1 + i * 7 % ${SURNAMES.length}] || (${textArray(GIVEN_NAMES)})[1 + i * 13 % ${GIVEN_NAMES.length}],
  date '1982-01-01' + (i * 37 % 6200),
  '0102' || lpad(i::text, 7, '0'),
  at,
  i % 3 = 0,
  case when i % 3 = 0 then '21:00' end,
  at, at, at,
  i % 4 = 0,
  at,
  at,
  case when i % 97 = 0 then at + (${now} - at) / 3 end
from (
  select i, ${now} - interval '730 days' * (1 - sqrt(i::float8 / ${plan.members})) - interval '1 hour' * random() as at
  from generate_series(1, ${plan.members}) i
) m`;
}

/** Members without an ID sign in with Kakao (7 in 9) or Naver. */
export function socialAccountsSql(): string {
  return `
insert into social_accounts (user_id, provider, provider_user_id, email, created_at)
select id, case when id % 9 < 7 then 'KAKAO' else 'NAVER' end, 'large-' || id, email, created_at
from users where role = 'ROLE_MEMBER' and login_id is null`;
}

/**
 * 0–3 children per member (15 % none, 55 % one, 25 % two, 5 % three); a few recent members expect
 * one. Each member's first child is their selected one.
 */
export function childrenSql(plan: LargePlan): string {
  const now = nowSql(plan);
  return `
insert into children (member_id, nickname, sex, born, birth_date_time, birth_due_date, height, weight, created_at, updated_at)
select id, (${textArray(CHILD_NICKNAMES)})[1 + (id * 3 + n) % ${CHILD_NICKNAMES.length}],
  case when (id + n) % 2 = 0 then 'MALE' else 'FEMALE' end,
  not unborn,
  case when not unborn then created_at - interval '1 day' * ((id * n * 31) % 900) end,
  case when unborn then ${koreaDay(now)} + 30 + id % 200 end,
  case when not unborn then round((55 + random() * 40)::numeric, 1) end,
  case when not unborn then round((4 + random() * 10)::numeric, 2) end,
  created_at, created_at
from (
  select u.id, u.created_at, n, u.created_at > ${now} - interval '180 days' and (u.id + n) % 4 = 0 as unborn
  from users u cross join lateral generate_series(1, case when u.id % 20 < 3 then 0 when u.id % 20 < 14 then 1 when u.id % 20 < 19 then 2 else 3 end) n
  where u.role = 'ROLE_MEMBER'
) c
order by id, n`;
}

export function selectedChildSql(): string {
  return `
update users u set selected_child_id = c.first from (select member_id, min(id) as first from children group by member_id) c
where u.id = c.member_id`;
}

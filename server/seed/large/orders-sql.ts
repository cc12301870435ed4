import { PRICES } from '../../../src/contract/limits.ts';
import { EXPERT_TEXTS, textArray } from './words.ts';
import { nowSql, type LargePlan } from './sql-kit.ts';

/**
 * Paid expert comments (decision 0027) on one entry in fifty: an order, its DIARY_COMMENT item and the
 * expert comment, made in one statement. One in ten of those orders was canceled before the answer
 * (no comment row); entries of the last two days are still waiting in the experts' queue; the others
 * were answered the next day by one of the experts.
 */
export function expertOrdersSql(plan: LargePlan, firstExpertId: number): string {
  const now = nowSql(plan);
  const price = PRICES.DIARY_COMMENT;
  return `
with picked as (
  select d.id as diary_id, d.member_id, d.created_at + interval '10 minutes' as at, u.name, u.email, u.phone,
    (d.id / 50) % 10 = 0 as canceled, d.created_at > ${now} - interval '2 days' as waiting
  from diaries d join users u on u.id = d.member_id
  where d.id % 50 = 0
),
o as (
  insert into orders (member_id, toss_order_id, order_name, amount, status, customer_name, customer_email, customer_mobile_phone,
    payment_key, method, created_at, paid_at)
  select member_id, 'large_dc_' || diary_id, '전문가 코멘트', ${price}, case when canceled then 'CANCELED' else 'DONE' end,
    coalesce(name, '회원'), email, coalesce(phone, '01000000000'), 'tlarge_dc_' || diary_id, '카드', at, at
  from picked
  returning id, member_id, toss_order_id, created_at, status
),
i as (
  insert into order_items (order_id, member_id, orderable_type, target_id, name, amount, status, paid_at, provided_at, canceled_at,
    cancel_reason, created_at)
  select o.id, o.member_id, 'DIARY_COMMENT', p.diary_id, '전문가 코멘트', ${price},
    case when p.canceled then 'CANCELED' when p.waiting then 'PAID' else 'PROVIDED' end,
    o.created_at,
    case when not p.canceled and not p.waiting then o.created_at + interval '1 day' end,
    case when p.canceled then o.created_at + interval '1 hour' end,
    case when p.canceled then '단순 변심' end,
    o.created_at
  from o join picked p on o.toss_order_id = 'large_dc_' || p.diary_id
  returning id, target_id, created_at, status
)
insert into expert_comments (diary_id, via, order_item_id, requested_at, expert_id, content, written_at, updated_at)
select target_id, 'ORDER', id, created_at,
  case when status = 'PROVIDED' then ${firstExpertId} + target_id % ${plan.experts} end,
  case when status = 'PROVIDED' then (${textArray(EXPERT_TEXTS)})[1 + target_id % ${EXPERT_TEXTS.length}] end,
  case when status = 'PROVIDED' then created_at + interval '1 day' end,
  case when status = 'PROVIDED' then created_at + interval '1 day' end
from i where status <> 'CANCELED'`;
}

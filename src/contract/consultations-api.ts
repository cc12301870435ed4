/** The member's consultations (SPEC §2 /main/counsel; decision 0069). */
import { endpoint } from './endpoint.ts';
import { MemberConsultationList } from './consultations.ts';

export const consultationsApi = {
  memberConsultations: endpoint({
    method: 'GET',
    path: '/api/members/consultations',
    access: ['ROLE_MEMBER'],
    summary: "The member's paid consultation requests, newest first, each with its state, expert and time",
    response: MemberConsultationList,
  }),
} as const;

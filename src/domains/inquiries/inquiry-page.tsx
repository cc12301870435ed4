import { useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { InquiryDesk } from './inquiry-desk.tsx';
import './catalog.ts';

const route = getRouteApi('/_member/my-page/inquiry');

/** /my-page/inquiry (고객센터, decision 0072): `?inquiryId=` opens one, so a push and the back button land on it. */
export function InquiryPage() {
  const { t } = useLingui();
  const { inquiryId } = route.useSearch();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t`1:1 inquiry`} back={inquiryId === undefined ? '/my-page' : '/my-page/inquiry'} />
      <div className={page.body}>
        <InquiryDesk openId={inquiryId} onOpen={(id) => void navigate({ to: '/my-page/inquiry', search: id === undefined ? {} : { inquiryId: id } })} />
      </div>
    </>
  );
}

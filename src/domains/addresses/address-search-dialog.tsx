import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ADDRESS_KEYWORD_MAX, type FoundAddress } from '../../contract/addresses.ts';
import { Button } from '../../components/button/button.tsx';
import * as dialogCss from '../../components/dialog/dialog.css.ts';
import { ModalDialog } from '../../components/dialog/modal-dialog.tsx';
import { TextField } from '../../components/field/text-field.tsx';
import { ListError } from '../../components/list-state/list-state.tsx';
import { addressSearchQuery } from './address-queries.ts';
import * as css from './address-search.css.ts';
import './catalog.ts';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The chosen address: the form takes its postal code and road address; the detail line stays the member's to type. */
  onPick: (address: FoundAddress) => void;
};

/**
 * Decision 0074: the address form's search — a road name with the building number, a building name or
 * a lot address; ten results at a time from juso.go.kr through the server; a pick fills the postal
 * code and the road address. When the service does not answer, the member can still type both.
 */
export function AddressSearchDialog({ open, onClose, onPick }: Props) {
  const { t } = useLingui();
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const search = useInfiniteQuery({ ...addressSearchQuery(keyword), enabled: open && keyword.length >= 2 });
  const pages = search.data?.pages ?? [];
  const found = pages.flatMap((page) => page.addresses);
  const refine = pages[0]?.refine === true;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = typed.trim();
    setTooShort(next.length < 2);
    if (next.length >= 2) setKeyword(next);
  };

  return (
    <ModalDialog open={open} labelledBy={titleId} onCancel={onClose}>
      <div className={css.sheet}>
        <h2 id={titleId} className={dialogCss.title}>
          <Trans>Search for an address</Trans>
        </h2>
        <form role="search" className={css.form} onSubmit={submit} noValidate>
          <TextField
            label={t`Road name, building or lot address`}
            type="search"
            enterKeyHint="search"
            placeholder={t`e.g. 판교역로 166, 상암동 1605`}
            maxLength={ADDRESS_KEYWORD_MAX}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={tooShort ? t`Type at least 2 characters.` : null}
            action={
              <Button type="submit" busy={search.isFetching && !search.isFetchingNextPage}>
                <Trans>Search</Trans>
              </Button>
            }
          />
        </form>
        <p className="visually-hidden" role="status">
          {search.isSuccess ? t`Addresses found: ${pages[0]?.totalCount ?? 0}` : ''}
        </p>
        <div className={css.results} aria-busy={search.isFetching}>
          <ListError error={search.error} busy={search.isFetching} onRetry={() => search.refetch()} />
          {search.isError ? (
            <p className={css.note}>
              <Trans>You can also close this and type the postal code and address yourself.</Trans>
            </p>
          ) : null}
          {search.isSuccess && refine ? (
            <p className={css.note}>
              <Trans>Please type more precisely: a road name with the building number (판교역로 166), a building name or a lot address (상암동 1605).</Trans>
            </p>
          ) : null}
          {search.isSuccess && !refine && found.length === 0 ? (
            <p className={css.note}>
              <Trans>No address found. Check the road name and building number.</Trans>
            </p>
          ) : null}
          {found.length > 0 ? (
            <ul className={css.list} aria-label={t`Addresses found`}>
              {found.map((address) => (
                <li key={`${address.postalCode} ${address.roadAddress}`}>
                  <button type="button" className={css.pick} onClick={() => onPick(address)}>
                    <span className={css.postal}>{address.postalCode}</span>
                    <span className={css.road}>{address.buildingName ? `${address.roadAddress} ${address.buildingName}` : address.roadAddress}</span>
                    {address.jibunAddress ? <span className={css.jibun}>{t`Lot: ${address.jibunAddress}`}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {search.hasNextPage ? (
            <Button tone="secondary" block busy={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()}>
              <Trans>Show more</Trans>
            </Button>
          ) : null}
        </div>
        <div className={dialogCss.actions}>
          <Button tone="ghost" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}

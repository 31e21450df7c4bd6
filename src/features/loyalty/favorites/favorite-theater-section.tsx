import { useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { Alert } from "../../../components/alert";
import { SecondaryButton } from "../../../components/button";
import { theaterConfig } from "../../../config/site-config";
import { withArticle, withCapitalArticle } from "../../../lib/french-article";
import { useLoyaltyFailureMessage } from "../core/errors/use-loyalty-error-message";
import { loyaltyErrorMessages } from "../core/errors/messages";
import { useChooseFavoriteTheater, useUpdateTheaterNewsletter } from "./add-favorite-theater";
import { memberOffers } from "../core/api/member-api";
import { useFavoriteTheaters } from "./get-favorite-theaters";
import { useRemoveFavoriteTheater } from "./remove-favorite-theater";
import { NewsletterSwitch } from "./newsletter-switch";
import { theaterMessages as m } from "./theater-messages";

const Theaters = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Theater = styled.li`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  margin: 0 0 1rem;
`;

function FavoriteTheaterPanel() {
  const intl = useIntl();
  const { theaters, isLoading, isError } = useFavoriteTheaters();
  const choose = useChooseFavoriteTheater();
  const updateNewsletter = useUpdateTheaterNewsletter();
  const remove = useRemoveFavoriteTheater();
  // SPEC §8: a refusal gets the message of its peachCode, anything else the generic text.
  const failureMessage = useLoyaltyFailureMessage(loyaltyErrorMessages.fallback);
  const [message, setMessage] = useState<string | null>(null);
  const busy = choose.isPending || updateNewsletter.isPending || remove.isPending;
  const onError = (error: Error) => setMessage(failureMessage(error));
  const run = (action: () => void) => () => {
    if (busy) return;
    setMessage(null);
    action();
  };
  const nameOf = (id: string) => (id === theaterConfig.id ? theaterConfig.name : intl.formatMessage(m.otherTheater, { id }));
  const siteTheaterIsFavorite = theaters.some((theater) => theater.boxofficeCinemaId === theaterConfig.id);

  if (isLoading) return <p role="status">{intl.formatMessage(m.loading)}</p>;
  if (isError)
    return (
      <Alert $tone="error" role="alert">
        {intl.formatMessage(loyaltyErrorMessages.favoriteTheatersFallback)}
      </Alert>
    );
  return (
    <div aria-busy={busy}>
      <Theaters>
        {theaters.map(({ boxofficeCinemaId: id, subscribeToNewsletter }) => (
          <Theater key={id}>
            <span>{intl.formatMessage(m.isFavorite, { theater: withCapitalArticle(nameOf(id), "le") })}</span>
            <NewsletterSwitch
              id={`newsletter-${id}`}
              label={intl.formatMessage(m.newsletter, { ofTheater: withArticle(nameOf(id), "du") })}
              checked={subscribeToNewsletter}
              busy={busy}
              onChange={(checked) =>
                run(() => updateNewsletter.mutate({ boxofficeCinemaId: id, subscribeToNewsletter: checked }, { onError }))()
              }
            />
            <SecondaryButton type="button" aria-disabled={busy} onClick={run(() => remove.mutate(id, { onError }))}>
              {intl.formatMessage(m.remove, { theater: withArticle(nameOf(id), "le") })}
            </SecondaryButton>
          </Theater>
        ))}
      </Theaters>
      {!siteTheaterIsFavorite && (
        <>
          <p>{intl.formatMessage(m.notFavorite, { theater: withCapitalArticle(theaterConfig.name, "le") })}</p>
          <SecondaryButton
            type="button"
            aria-disabled={busy}
            onClick={run(() => choose.mutate({ boxofficeCinemaId: theaterConfig.id, subscribeToNewsletter: true }, { onError }))}
          >
            {intl.formatMessage(m.choose, { theater: withArticle(theaterConfig.name, "le") })}
          </SecondaryButton>
        </>
      )}
      <p role="status">{message}</p>
    </div>
  );
}

/** "Mon cinéma": only where favourite theatres exist (SPEC §4). */
export function FavoriteTheaterSection() {
  const intl = useIntl();
  if (!memberOffers.favoriteTheaters) return null;
  return (
    <section aria-labelledby="account-theater">
      <h2 id="account-theater">{intl.formatMessage(m.title)}</h2>
      <FavoriteTheaterPanel />
    </section>
  );
}

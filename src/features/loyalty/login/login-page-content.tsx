import { useIntl } from "react-intl";
import styled from "styled-components";
import { SecondaryButton } from "../../../components/button";
import { paths } from "../../../config/paths";
import { usePageQuery } from "../../../components/use-page-query";
import { loyaltyMessages } from "../core/messages";
import { useLoyaltySession } from "../core/session/use-loyalty-session";
import { useLogOut } from "../core/session/use-session-actions";
import { loyaltySettings } from "../core/settings/loyalty-settings";
import { useFilmIndexEntries } from "../../../components/film-index/use-film-index";
import { filmIntentOf } from "../core/session/film-intent";
import { FILM_INTENT_PARAM } from "../core/session/login-path-for";
import { LoggedOutNotice } from "./logged-out-notice";
import { LoginForm } from "./login-form";
import { LoyaltyIsland } from "../core/loyalty-island";
import { memberFormMessages } from "./login-help-messages";
import { loginPageMessages } from "./login-page-messages";
import { SiteLink } from "../../../components/site-link/site-link";

function AlreadyLoggedIn({ name }: { name: string }) {
  const intl = useIntl();
  const logOut = useLogOut();
  return (
    <>
      <p>{intl.formatMessage(loyaltyMessages.alreadyLoggedIn, { name })}</p>
      <p>
        <SiteLink to={paths.account()}>{intl.formatMessage(loyaltyMessages.goToAccount)}</SiteLink>
      </p>
      <SecondaryButton type="button" onClick={() => logOut.mutate()}>
        {intl.formatMessage(loyaltyMessages.logOut)}
      </SecondaryButton>
    </>
  );
}

const SignupLink = styled(SiteLink)`
  display: inline-block;
  padding: 0.5rem 1.25rem;
  border: 2px solid ${({ theme }) => theme.palette.primary};
  border-radius: ${({ theme }) => theme.radii.buttons};
  color: ${({ theme }) => theme.palette.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

function RecoveryLinks({ email }: { email: string | null }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(memberFormMessages.helpNav)}>
      <ul>
        <li>
          <SiteLink to={paths.forgottenPassword({ email })}>{intl.formatMessage(memberFormMessages.forgottenPassword)}</SiteLink>
        </li>
        <li>
          <SiteLink to={paths.forgottenUsername()}>{intl.formatMessage(memberFormMessages.forgottenUsername)}</SiteLink>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The film « Ajouter à mes films » asked for (`addFilm`), once the film index confirms it is one of the site's: a
 * forged or unknown id is ignored. Its title tells her which film logging in will add.
 */
function useFilmToAdd(intent: string | null): { id: string; title: string } | null {
  const id = filmIntentOf(intent);
  const index = useFilmIndexEntries(id ? [id] : []);
  const film = id ? index.entries.get(id) : undefined;
  return id && film ? { id, title: film.title } : null;
}

function LoginPageBody({
  returnParam,
  email,
  filmIntent,
}: {
  returnParam: string | null;
  email: string | null;
  filmIntent: string | null;
}) {
  const intl = useIntl();
  const { status, member } = useLoyaltySession();
  const filmToAdd = useFilmToAdd(filmIntent);
  if (status === "logged-in" && member) return <AlreadyLoggedIn name={`${member.firstName} ${member.lastName}`} />;
  return (
    <>
      {filmToAdd && <p>{intl.formatMessage(loginPageMessages.filmToAdd, { title: filmToAdd.title })}</p>}
      <LoginForm returnParam={returnParam} initialEmail={email ?? ""} filmToAdd={filmToAdd?.id ?? null} />
      <RecoveryLinks email={email} />
      <h2>{intl.formatMessage(loyaltyMessages.signupTitle)}</h2>
      <p>{loyaltySettings.guestSignupTabText}</p>
      <SignupLink to={paths.signup({ return: returnParam })}>{loyaltySettings.guestSignupTabButton}</SignupLink>
    </>
  );
}

export function LoginPageContent({ search }: { search: string }) {
  const intl = useIntl();
  const query = usePageQuery(search);
  return (
    <LoyaltyIsland>
      <h1>{intl.formatMessage(loyaltyMessages.loginTitle)}</h1>
      <LoggedOutNotice />
      <LoginPageBody returnParam={query.get("return")} email={query.get("email")} filmIntent={query.get(FILM_INTENT_PARAM)} />
    </LoyaltyIsland>
  );
}

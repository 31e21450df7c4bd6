import { useIntl } from "react-intl";
import styled from "styled-components";
import { PictureSources } from "../../../../components/picture-sources";
import { BREAKPOINTS, CONTAINER_WIDTHS } from "../../../../config/layout-constants";
import { paths } from "../../../../config/paths";
import { theaterConfig } from "../../../../config/site-config";
import type { Showtime } from "../../../../domain/film";
import { formatClock, formatDay } from "../../../../i18n/format-date-time";
import type { ResponsiveImage } from "../../../../domain/responsive-image";
import { FALLBACK_FORMAT, imageSrcSet, imageUrl } from "../../../../lib/responsive-image";
import { AgeClassificationBadge } from "../../components/age-classification";
import { SizedFilmPoster } from "../../components/sized-film-poster";
import { FilmTags } from "../../components/film-tags";
import { ShowtimeLink } from "../../components/showtime-link";
import { formatDuration } from "../../format-duration";
import type { Featured } from "../featured-film";
import { homeProgrammeMessages } from "../home-messages";
import type { ProgrammeFilm } from "../../../../lib/programme/programme-film";
import { SiteLink } from "../../../../components/site-link/site-link";

const Box = styled.section<{ $backdrop: boolean }>`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  display: grid;
  /* On a phone the kicker's line runs over the box's whole width, above the poster: beside a 120 px poster it took
     five lines at 320 px. */
  grid-template-columns: 120px minmax(0, 1fr);
  grid-template-areas: "kicker kicker" "poster text";
  gap: 0.5rem 1rem;
  margin: 0 0 2rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.content};
  background: ${({ theme }) => theme.menu.background};

  & > a {
    grid-area: poster;
  }

  ${({ theme }) => theme.up(1)} {
    grid-template-columns: 220px minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    grid-template-areas: "poster kicker" "poster text";
    padding: 1.5rem;
  }

  /* On a backdrop: light text over a dark veil (contrast above 7:1 wherever the picture is light). */
  ${({ $backdrop }) =>
    $backdrop &&
    `
    color: #fff;
    background: #0a0e1c;

    h2 a {
      color: #fff;
    }
  `}
`;

/** The backdrop fills the box behind its content (out of the grid's flow); the veil darkens it most behind the text. */
const BackdropPicture = styled.picture`
  position: absolute;
  inset: 0;
  z-index: -1;
`;

const BackdropImg = styled.img`
  position: absolute;
  inset: 0;
  z-index: -1;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Veil = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  background: linear-gradient(90deg, rgb(10 14 28 / 0.55) 0%, rgb(10 14 28 / 0.85) 45%, rgb(10 14 28 / 0.85) 100%);
`;

/** The box spans the page's content column: at most the widest container. */
const BACKDROP_SIZES = `(min-width: ${BREAKPOINTS[4]}px) ${CONTAINER_WIDTHS[4]}px, 100vw`;

function Backdrop({ image }: { image: ResponsiveImage }) {
  return (
    <>
      <BackdropPicture>
        <PictureSources image={image} sizes={BACKDROP_SIZES} />
        <BackdropImg
          src={imageUrl(image, image.widths[0]!, FALLBACK_FORMAT)}
          srcSet={imageSrcSet(image, FALLBACK_FORMAT)}
          sizes={BACKDROP_SIZES}
          alt=""
          width={image.width}
          height={image.height}
          loading="eager"
          decoding="async"
        />
      </BackdropPicture>
      <Veil />
    </>
  );
}

/** The title, facts and booking button (a class of its own: the veil is a div too, placed on the whole box). */
const Text = styled.div`
  grid-area: text;
`;

const Kicker = styled.p`
  grid-area: kicker;
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  font-size: 0.875rem;
`;

const Title = styled.h2`
  margin: 0 0 0.5rem;
  font-size: clamp(1.5rem, 4vw, 2.25rem);

  a {
    color: ${({ theme }) => theme.palette.primary};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  margin: 0 0 1rem;
`;

/** The home page's featured film: its next avant-première (with the booking button), or the newest release. */
export function FeaturedFilm({ featured }: { featured: Featured<ProgrammeFilm, Showtime> }) {
  const intl = useIntl();
  const { film } = featured;
  return (
    <Box aria-labelledby="film-a-l-affiche" $backdrop={!!film.backdropImage}>
      {film.backdropImage && <Backdrop image={film.backdropImage} />}
      <Kicker>
        {featured.kind === "preview"
          ? intl.formatMessage(homeProgrammeMessages.featuredPreview, {
              day: formatDay(intl, featured.showtime.start),
              time: formatClock(intl, featured.showtime.start),
            })
          : intl.formatMessage(homeProgrammeMessages.featuredRelease)}
      </Kicker>
      <SiteLink to={paths.film(film)} tabIndex={-1} aria-hidden="true">
        <SizedFilmPoster film={film} eager sizes="(min-width: 768px) 220px, 120px" widest={220} />
      </SiteLink>
      <Text>
        <Title id="film-a-l-affiche">
          <SiteLink to={paths.film(film)}>{film.title}</SiteLink>
        </Title>
        <Meta>
          <AgeClassificationBadge classification={film.classification} />
          <FilmTags tags={film.tags} />
          <span>
            {formatDuration(film.durationMinutes)} · {intl.formatList(film.genres)}
          </span>
        </Meta>
        {featured.kind === "preview" && (
          <ShowtimeLink
            // A new link for another showtime: the one the head script hid as past is not reused.
            key={featured.showtime.perfCode}
            title={film.title}
            originalLanguage={film.originalLanguage}
            showtime={featured.showtime}
            to={paths.booking({ theaterCode: theaterConfig.id, perfCode: featured.showtime.perfCode })}
          />
        )}
      </Text>
    </Box>
  );
}

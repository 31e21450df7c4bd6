import { useIntl } from "react-intl";
import styled from "styled-components";
import { SiteLink } from "../../../components/site-link/site-link";
import { paths } from "../../../config/paths";
import { frenchClockOf } from "../../../lib/french-typography";
import type { TheaterContent } from "../../../domain/theater-schema";
import { theaterMessages } from "../messages";

const accessLabels = {
  tram: theaterMessages.accessTram,
  bus: theaterMessages.accessBus,
  train: theaterMessages.accessTrain,
  car: theaterMessages.accessCar,
  bike: theaterMessages.accessBike,
  walk: theaterMessages.accessWalk,
} as const;

const Sections = styled.div`
  display: grid;
  gap: 0 2rem;
  ${({ theme }) => theme.up(2)} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  th,
  td {
    padding: 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.brand5};
    text-align: left;
    vertical-align: top;
  }
  td:last-child {
    text-align: right;
    white-space: nowrap;
  }
`;

export function TheaterInfo({ theater }: { theater: TheaterContent }) {
  const intl = useIntl();
  const namedLine = (name: string, text: string) =>
    intl.formatMessage(theaterMessages.namedLine, { name, text, b: (chunks) => <strong key="name">{chunks}</strong> });
  const euros = (amount: number) => intl.formatNumber(amount, { style: "currency", currency: "EUR" });
  return (
    <Sections>
      <section>
        <h2>{intl.formatMessage(theaterMessages.address)}</h2>
        <address>
          {theater.address.street}
          <br />
          {theater.address.postalCode} {theater.address.city}
          <br />
          <SiteLink to={paths.phone(theater.phone)}>{theater.phone}</SiteLink>
          <br />
          <SiteLink to={paths.email(theater.email)}>{theater.email}</SiteLink>
        </address>
        <h2>{intl.formatMessage(theaterMessages.openingHours)}</h2>
        <ul>
          {theater.openingHours.map(({ days, opens, closes }) => (
            <li key={days}>
              {intl.formatMessage(theaterMessages.openingHoursLine, {
                days,
                opens: frenchClockOf(opens),
                closes: frenchClockOf(closes),
              })}
            </li>
          ))}
        </ul>
        <h2>{intl.formatMessage(theaterMessages.access)}</h2>
        <ul>
          {theater.access.map(({ mode, text }) => (
            <li key={text}>{namedLine(intl.formatMessage(accessLabels[mode]), text)}</li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{intl.formatMessage(theaterMessages.prices)}</h2>
        <Table>
          <tbody>
            {theater.prices.map(({ label, amount, conditions }) => (
              <tr key={label}>
                <th scope="row">
                  {label}
                  {conditions && <div style={{ fontWeight: 400, fontSize: "0.875rem" }}>{conditions}</div>}
                </th>
                <td>{euros(amount)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <h2>{intl.formatMessage(theaterMessages.screens)}</h2>
        <ul>
          {theater.screens.map((screen) => (
            <li key={screen.name}>
              {namedLine(
                screen.name,
                intl.formatMessage(theaterMessages.screenSeats, { seats: screen.seats, wheelchair: screen.wheelchairSpaces }) +
                  (screen.features.length > 0 ? ` (${intl.formatList(screen.features)})` : ""),
              )}
            </li>
          ))}
        </ul>
        <h2>{intl.formatMessage(theaterMessages.accessibility)}</h2>
        <ul>
          {theater.accessibility.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </Sections>
  );
}

import { QueryClientProvider } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { useHydrated } from "../../../components/use-hydrated";
import { paths } from "../../../config/paths";
import { memberFormsMessages } from "../core/member-forms/messages";
import { loyaltyQueryClient } from "../core/query-client";
import { BuyLink } from "./buy-link";
import { EVoucherList } from "./e-voucher-list";
import { GiftCardBalanceForm } from "./gift-card-balance-form";
import { GiftCardPicture } from "./gift-card-picture";
import { giftCardsMessages as m } from "./messages";

const Lead = styled.p`
  max-width: 44rem;
  font-size: 1.125rem;
`;

const GiftCard = styled.div`
  display: grid;
  gap: 2rem;
  ${({ theme }) => theme.up(2)} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Section = styled.section`
  margin-top: 2rem;
`;

/**
 * The e-vouchers' place, a row of their cards tall from the first paint: the list the loyalty service gives after
 * hydration moves nothing below it (the note, at 1280 px in view, moved 229 px).
 */
const VouchersSlot = styled.div`
  ${({ theme }) => theme.up(1)} {
    min-height: 14.5rem;
  }
`;

/**
 * « Cartes et bons cadeaux » (`paths.giftCards()`), public: buy a gift card, check its balance, buy an
 * e-voucher. The form is drawn once hydrated (a form sent without JavaScript would put the card
 * number in the address); the e-vouchers are asked for in the browser (docs/gift-cards-and-wallet.md).
 */
export function GiftCardsPageContent() {
  const intl = useIntl();
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={loyaltyQueryClient}>
      <h1>{intl.formatMessage(m.title)}</h1>
      <Lead>{intl.formatMessage(m.intro)}</Lead>
      <GiftCard>
        <section aria-labelledby="gift-card-buy-title">
          <h2 id="gift-card-buy-title">{intl.formatMessage(m.buyTitle)}</h2>
          <GiftCardPicture />
          <p>{intl.formatMessage(m.buyText)}</p>
          <BuyLink to={paths.handoff("giftcards")}>{intl.formatMessage(m.buy)}</BuyLink>
        </section>
        <section aria-labelledby="gift-card-balance-title">
          <h2 id="gift-card-balance-title">{intl.formatMessage(m.balanceTitle)}</h2>
          {hydrated ? <GiftCardBalanceForm /> : <p role="status">{intl.formatMessage(memberFormsMessages.loading)}</p>}
        </section>
      </GiftCard>
      <Section aria-labelledby="e-vouchers-title">
        <h2 id="e-vouchers-title">{intl.formatMessage(m.vouchersTitle)}</h2>
        <p>{intl.formatMessage(m.vouchersIntro)}</p>
        <VouchersSlot>{hydrated ? <EVoucherList /> : <p role="status">{intl.formatMessage(m.vouchersLoading)}</p>}</VouchersSlot>
      </Section>
      <p>{intl.formatMessage(m.handoffNote)}</p>
    </QueryClientProvider>
  );
}

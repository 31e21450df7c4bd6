import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { loyaltySettings } from "../core/settings/loyalty-settings";
import { cardMessages as m } from "./card-messages";
import { CardNumber } from "./card-number";
import { scannableCodeSvg, svgDataUrl, type ScannableCodeFormat } from "./scannable-code";

const Card = styled.div`
  max-width: 22rem;
  padding: 1rem;
  border: 2px solid ${({ theme }) => theme.palette.primary};
  border-radius: ${({ theme }) => theme.radii.content};
  background: #ffffff;
  color: #000000;
  text-align: center;
`;

// Large enough to scan from a phone held at arm's length: a QR code of 16 rem, a barcode the card's width.
const Code = styled.img<{ $format: ScannableCodeFormat }>`
  display: block;
  width: 100%;
  max-width: ${({ $format }) => ($format === "BARCODE" ? "20rem" : "16rem")};
  height: auto;
  margin: 0 auto 0.75rem;
  image-rendering: pixelated;
`;

const Number = styled.p`
  margin: 0;
  font-size: 1.25rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.05em;
  font-variant-numeric: tabular-nums;
`;

type Drawing = { status: "drawing" } | { status: "drawn"; src: string } | { status: "failed" };

function useCodeImage(cardNumber: string, format: ScannableCodeFormat): Drawing {
  const [drawing, setDrawing] = useState<Drawing>({ status: "drawing" });
  useEffect(() => {
    let current = true;
    setDrawing({ status: "drawing" });
    scannableCodeSvg(cardNumber, format).then(
      (svg) => current && setDrawing({ status: "drawn", src: svgDataUrl(svg) }),
      (error: unknown) => {
        console.error("Card code not drawn", error);
        if (current) setDrawing({ status: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [cardNumber, format]);
  return drawing;
}

function CardCode({ cardNumber, format }: { cardNumber: string; format: ScannableCodeFormat }) {
  const intl = useIntl();
  const drawing = useCodeImage(cardNumber, format);
  if (drawing.status === "drawing") return <p role="status">{intl.formatMessage(m.drawing)}</p>;
  if (drawing.status === "failed") return <p>{intl.formatMessage(m.notDrawn)}</p>;
  return (
    <Code
      $format={format}
      src={drawing.src}
      alt={intl.formatMessage(format === "BARCODE" ? m.barcodeAlt : m.qrAlt, { cardNumber })}
    />
  );
}

/** The member card to show at the box office (the page's heading names it): its code (SPEC §3 scannableCodeFormat) and its number. */
export function MemberCard({
  cardNumber,
  format = loyaltySettings.scannableCodeFormat,
}: {
  cardNumber: string;
  format?: ScannableCodeFormat;
}) {
  const intl = useIntl();
  return cardNumber ? (
    <>
      <Card>
        <CardCode cardNumber={cardNumber} format={format} />
        <Number>
          {intl.formatMessage(m.number)} <CardNumber value={cardNumber} />
        </Number>
      </Card>
      <p>{intl.formatMessage(m.brighten)}</p>
    </>
  ) : (
    <p>{intl.formatMessage(m.none)}</p>
  );
}

import { useIntl } from "react-intl";
import styled from "styled-components";
import type { TrackingSettings } from "../../../lib/tracking/settings";
import { adPositions, adsMode, containerId, usesCustomContainers, type AdPosition } from "./ad-rules";
import { adsMessages } from "./messages";

/** Space kept for each position before its ad arrives, so ads cause no layout shift. */
export const AD_RESERVED_HEIGHT: Record<AdPosition, number> = { header: 90, footer: 90, pulse: 250, interstitial: 0 };

const Box = styled.aside<{ $height: number }>`
  display: flex;
  justify-content: center;
  align-items: center;
  min-height: ${({ $height }) => $height}px;
  margin-block: 0.75rem;
  overflow: hidden;
`;

/** Where ads of the page's top or bottom go (header and interstitial on top; footer and pulse at the bottom). */
export function AdContainers({ settings, placement }: { settings: TrackingSettings; placement: "top" | "bottom" }) {
  const intl = useIntl();
  if (!adsMode(settings.ads.display)) return null;
  const custom = usesCustomContainers(settings.ads.display);
  const wanted: AdPosition[] = placement === "top" ? ["interstitial", "header"] : ["pulse", "footer"];
  return (
    <>
      {adPositions(settings)
        .filter((position) => wanted.includes(position))
        .map((position) =>
          position === "interstitial" ? (
            <div key={position} id={containerId(position, custom)} />
          ) : (
            <Box
              key={position}
              id={containerId(position, custom)}
              $height={AD_RESERVED_HEIGHT[position]}
              aria-label={intl.formatMessage(adsMessages.advertisement)}
            />
          ),
        )}
    </>
  );
}

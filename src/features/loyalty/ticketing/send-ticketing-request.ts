import { leaveSiteFor } from "../../../components/site-link/navigate";
import type { TicketingRequest } from "../core/api/member-api";

/** Leaves for the ticketing site: a plain navigation, or a POST form with hidden fields (SPEC §2, §4). */
export function sendTicketingRequest(request: TicketingRequest): void {
  if (request.method === "GET") {
    leaveSiteFor(request.url);
    return;
  }
  const form = document.createElement("form");
  form.method = "post";
  form.action = request.url;
  form.hidden = true;
  for (const [name, value] of Object.entries(request.fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

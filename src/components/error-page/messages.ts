import { defineMessages } from "react-intl";

export const errorPageMessages = defineMessages({
  notFoundTitle: { id: "errors.notFound.title", defaultMessage: "Page not found" },
  notFoundText: {
    id: "errors.notFound.text",
    defaultMessage: "The page you are looking for does not exist or is no longer available.",
  },
  serverErrorTitle: { id: "errors.serverError.title", defaultMessage: "Something went wrong" },
  serverErrorText: {
    id: "errors.serverError.text",
    defaultMessage: "The page could not be displayed because of an error on our side. Please try again in a few moments.",
  },
  backToProgramme: { id: "errors.backToProgramme", defaultMessage: "Back to the programme" },
  backHome: { id: "errors.backHome", defaultMessage: "Go to the home page" },
});
